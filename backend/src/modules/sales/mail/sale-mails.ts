import type { StoredEvent } from '../../../platform/event-store/stored-event';
import { isLanguage, localize, type Language, type LocalizedText } from '../../../platform/i18n/languages';
import { localizedPath } from '../../../platform/i18n/public-paths';
import type { JobReaction } from '../../../platform/jobs/job-reaction';
import { MAIL_QUEUE, type MailJob } from '../../../platform/mail/mail-message';
import type { SaleEvent } from '../domain/sale.events';
import { SALE_MAIL_TEXTS } from './sale-mail-texts';
import { mailClosing, mailGreeting } from '../../../platform/mail/salutation';

export const SEND_SALE_MAIL_JOB = 'send-sale-mail';

/** What a sale mail job carries: which mail, and what the event said; the rest is read at sending time. */
export type SaleMailJob =
  | {
      kind: 'received' | 'presented' | 'accepted' | 'rejected' | 'expired' | 'closed';
      offerId: string;
      at: string;
    }
  | { kind: 'countered'; offerId: string; amountEur: number; validUntil: string; at: string }
  | { kind: 'reserved'; offerId: string; depositEur: number; depositDueOn: string; at: string }
  | { kind: 'completed'; offerId: string; deedDate: string; at: string }
  /** A seller's closing mail: one job per seller, added by the sellers' notice job. */
  | {
      kind: 'seller_completed';
      offerId: string;
      propertyId: string;
      sellerId: string;
      deedDate: string;
      finalPriceEur: number;
      at: string;
    };

function toMailJob(event: StoredEvent<SaleEvent>): SaleMailJob | null {
  switch (event.type) {
    case 'OfferMade':
      return { kind: 'received', offerId: event.data.offerId, at: event.data.madeAt };
    case 'OfferPresented':
      return { kind: 'presented', offerId: event.data.offerId, at: event.data.presentedAt };
    case 'OfferAccepted':
      return event.data.by === 'seller'
        ? { kind: 'accepted', offerId: event.data.offerId, at: event.data.acceptedAt }
        : null;
    case 'OfferRejected':
      return event.data.by === 'seller'
        ? { kind: 'rejected', offerId: event.data.offerId, at: event.data.rejectedAt }
        : null;
    case 'OfferCountered': {
      const { data } = event;
      return data.by === 'seller'
        ? {
            kind: 'countered',
            offerId: data.offerId,
            amountEur: data.amountEur,
            validUntil: data.validUntil,
            at: data.counteredAt,
          }
        : null;
    }
    case 'OfferExpired':
      return { kind: 'expired', offerId: event.data.offerId, at: event.data.expiredAt };
    case 'OfferClosed':
      return { kind: 'closed', offerId: event.data.offerId, at: event.data.closedAt };
    case 'SaleReserved': {
      const { data } = event;
      return {
        kind: 'reserved',
        offerId: data.offerId,
        depositEur: data.depositEur,
        depositDueOn: data.depositDueOn,
        at: data.reservedAt,
      };
    }
    case 'SaleCompleted':
      return {
        kind: 'completed',
        offerId: event.data.offerId,
        deedDate: event.data.deedDate,
        at: event.data.completedAt,
      };
    default:
      return null;
  }
}

/** The buyer's mail at each step the seller or the agency takes, one job per event and purpose. */
export function saleMailReactions(): JobReaction<SaleMailJob>[] {
  const mail = (purpose: string, eventTypes: SaleEvent['type'][]): JobReaction<SaleMailJob, SaleEvent> => ({
    purpose,
    eventTypes,
    queue: MAIL_QUEUE,
    jobName: SEND_SALE_MAIL_JOB,
    toJob: toMailJob,
  });
  return [
    mail('offer-received-mail', ['OfferMade']),
    mail('offer-presented-mail', ['OfferPresented']),
    mail('offer-answered-mail', ['OfferAccepted', 'OfferRejected', 'OfferCountered']),
    mail('offer-expired-mail', ['OfferExpired']),
    mail('offer-closed-mail', ['OfferClosed']),
    mail('sale-reserved-mail', ['SaleReserved']),
    mail('sale-completed-mail', ['SaleCompleted']),
  ];
}

/** The offer as the mails need it, read at sending time. */
export interface SaleMailSubject {
  propertyTitle: LocalizedText;
  amountEur: number;
  validUntil: string;
  language: string;
  recipient: { name: string; fullName: string; email: string };
}

const money = (amountEur: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    amountEur,
  );

const day = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The mail of one step, in the reader's language, with a link to their offers. */
export function saleMail(job: SaleMailJob, subject: SaleMailSubject, publicUrl: string): MailJob {
  const language: Language = isLanguage(subject.language) ? subject.language : 'es';
  const t = SALE_MAIL_TEXTS[language];
  const title = localize(subject.propertyTitle, language);
  const site = publicUrl.replace(/\/$/, '');
  const offers = { label: t.offers, url: `${site}${localizedPath(language, '/dashboard')}?tab=offers` };
  const line = (label: string, value: string) => `${label} ${value}`;
  const mail = (
    texts: { subject: (title: string) => string; body: (title: string) => string },
    details: string[] = [],
    action = offers,
  ): MailJob => ({
    to: subject.recipient.email,
    content: {
      language,
      subject: texts.subject(title),
      heading: texts.subject(title),
      greeting: mailGreeting(language, subject.recipient),
      paragraphs: [texts.body(title), ...(details.length ? [details.join('\n')] : [])],
      action,
      afterParagraphs: [t.phone],
      closing: mailClosing(language),
    },
  });
  const terms = [
    line(t.amount, money(subject.amountEur, t.locale)),
    line(t.validUntil, day(subject.validUntil, t.locale)),
  ];
  switch (job.kind) {
    case 'received':
      return mail(t.received, terms);
    case 'presented':
      return mail(t.presented, terms);
    case 'accepted':
      return mail(t.accepted, [line(t.amount, money(subject.amountEur, t.locale))]);
    case 'rejected':
      return mail(t.rejected);
    case 'countered':
      return mail(
        t.countered,
        [line(t.amount, money(job.amountEur, t.locale)), line(t.validUntil, day(job.validUntil, t.locale))],
        { label: t.countered.answer, url: offers.url },
      );
    case 'expired':
      return mail(t.expired);
    case 'closed':
      return mail(t.closed);
    case 'reserved':
      return mail(t.reserved, [
        line(t.reserved.deposit, money(job.depositEur, t.locale)),
        line(t.reserved.dueOn, day(job.depositDueOn, t.locale)),
      ]);
    case 'completed':
      return mail(t.completed, [line(t.completed.deedDate, day(job.deedDate, t.locale))]);
    case 'seller_completed':
      return mail(t.sellerCompleted, [
        line(t.sellerCompleted.finalPrice, money(job.finalPriceEur, t.locale)),
        line(t.sellerCompleted.deedDate, day(job.deedDate, t.locale)),
      ]);
  }
}
