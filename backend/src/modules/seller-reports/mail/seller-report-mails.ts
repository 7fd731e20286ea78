import { formatPrice } from '../../../platform/format/money';
import { localize } from '../../../platform/i18n/languages';
import type { MailJob } from '../../../platform/mail/mail-message';
import type { SellerReportDto } from '../report/seller-report.dto';
import { AGENCY_TIME_ZONE } from '../../../platform/time/madrid-calendar';
import { SELLER_REPORT_MAIL_TEXTS } from './seller-report-mail-texts';
import { mailClosing, mailGreeting } from '../../../platform/mail/salutation';

export const SEND_SELLER_REPORT_JOB = 'send-seller-report';

/** One seller's report of one week: ids only, the figures and the address are read when it is sent. */
export interface SellerReportMailJob {
  sellerId: string;
  propertyId: string;
  isoWeek: string;
}

/** The mail key: one report per seller, property and ISO week, whoever queues it and however often. */
export const sellerReportJobId = ({ sellerId, propertyId, isoWeek }: SellerReportMailJob): string =>
  `seller-report-${sellerId}-${propertyId}-${isoWeek}`;

const longDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const dayOf = (instant: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date(instant));

/** The weekly report as an e-mail in the seller's language, with the link to its private page. */
export function sellerReportMail(
  report: SellerReportDto,
  recipient: { name: string; email: string },
  url: string,
): MailJob {
  const { language } = report;
  const t = SELLER_REPORT_MAIL_TEXTS[language];
  const title = localize(report.property.title, language);
  const figures = report.figures
    .map(
      ({ figure, value, previous, trend }) => `${t.figures[figure]}: ${t.compared(value, previous, trend)}`,
    )
    .join('\n');
  const viewings = report.viewings.length
    ? report.viewings
        .map((viewing) =>
          [
            `${dayOf(viewing.startsAt, t.locale)}: ${viewing.interest ? t.interest[viewing.interest] : t.noFeedback}`,
            ...(viewing.remarks ? [`“${viewing.remarks}”`] : []),
          ].join('\n'),
        )
        .join('\n\n')
    : t.noViewings;
  const offers = report.offers.length
    ? report.offers
        .map((offer) => `${formatPrice(offer.amountEur)}: ${t.offerStatus[offer.status]}`)
        .join('\n')
    : t.noOffers;
  return {
    to: recipient.email,
    content: {
      language,
      subject: t.subject(title),
      heading: t.subject(title),
      greeting: mailGreeting(language, { name: recipient.name, fullName: recipient.name }),
      paragraphs: [
        t.intro(title, longDate(report.week.from, t.locale), longDate(report.week.to, t.locale)),
        figures,
        `${t.viewingsHeading}\n${viewings}`,
        `${t.offersHeading}\n${offers}`,
      ],
      action: { label: t.action, url },
      afterParagraphs: [t.linkNote],
      closing: mailClosing(language),
    },
  };
}
