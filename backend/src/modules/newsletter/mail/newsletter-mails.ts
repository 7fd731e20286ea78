import { localize, type Language, type LocalizedText } from '../../../platform/i18n/languages';
import { localizedPath } from '../../../platform/i18n/public-paths';
import type { MailPropertyCard } from '../../../platform/mail/branded-mail';
import type { GreetingName } from '../../../platform/mail/greeting-name';
import type { MailJob } from '../../../platform/mail/mail-message';
import { listingMailCard } from '../../engagement';
import type { LetterListing, LetterSelection } from './letter-selection';
import { NEWSLETTER_MAIL_TEXTS, type NewsletterMailTexts } from './newsletter-mail-texts';
import { mailClosing, mailGreeting } from '../../../platform/mail/salutation';

export const SEND_NEWSLETTER_JOB = 'send-newsletter';

/** One client's letter of one month: ids only; address, language, consent and listings are read when it goes. */
export interface NewsletterMailJob {
  userId: string;
  month: string;
}

/** The mail key: one letter per client and month, whoever queues it and however often. */
export const newsletterJobId = ({ userId, month }: NewsletterMailJob): string =>
  `newsletter-${userId}-${month}`;

export interface LetterNews {
  title: LocalizedText;
  body: LocalizedText;
}

export interface LetterRecipient extends GreetingName {
  email: string;
  language: Language;
}

/** Where the letter's links lead, in the reader's language, and its unsubscribe link. */
export interface LetterLinks {
  publicUrl: string;
  unsubscribePage: string;
  headers: Record<string, string>;
}

function card(
  { property, reason, reduction }: LetterListing,
  texts: NewsletterMailTexts,
  site: { publicUrl: string; language: Language },
): MailPropertyCard {
  return listingMailCard(
    property,
    {
      priceEur: property.priceEur,
      previousPriceEur: reduction?.previousPriceEur,
      badge:
        reason === 'reduced' && reduction
          ? texts.badges.reduced(reduction.percent)
          : reason === 'new'
            ? texts.badges.new
            : undefined,
    },
    site,
  );
}

/** The monthly letter in the reader's language: the agency's news, then the listings chosen for them. */
export function newsletterMail(
  recipient: LetterRecipient,
  month: string,
  news: readonly LetterNews[],
  selection: LetterSelection,
  links: LetterLinks,
): MailJob {
  const { language } = recipient;
  const texts = NEWSLETTER_MAIL_TEXTS[language];
  const page = (path: string) => `${links.publicUrl}${localizedPath(language, path)}`;
  const articles = news.length
    ? {
        heading: texts.newsHeading,
        entries: news.map((item) => ({
          title: localize(item.title, language),
          text: localize(item.body, language),
        })),
      }
    : undefined;
  const matched = selection.kind === 'matched';
  return {
    to: recipient.email,
    headers: links.headers,
    content: {
      language,
      subject: texts.subject(month),
      heading: texts.subject(month),
      greeting: mailGreeting(language, recipient),
      paragraphs: [texts.intro(month)],
      articles,
      sections: selection.listings.length
        ? [
            {
              heading: matched ? texts.matchedHeading : texts.featuredHeading,
              properties: selection.listings.map((listing) =>
                card(listing, texts, { publicUrl: links.publicUrl, language }),
              ),
            },
          ]
        : undefined,
      afterParagraphs: [matched ? texts.matchedIntro : texts.featuredIntro],
      action: { label: texts.viewAll, url: page('/properties') },
      closing: mailClosing(language),
      footerNote: texts.why,
      footerLinks: [
        { label: texts.settings, url: `${page('/dashboard')}?tab=profile` },
        { label: texts.unsubscribe, url: links.unsubscribePage },
      ],
    },
  };
}
