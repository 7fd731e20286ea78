import { formatPrice } from '../../../platform/format/money';
import { localize, type Language } from '../../../platform/i18n/languages';
import { localizedPath, propertyPath } from '../../../platform/i18n/public-paths';
import type { BrandedMailContent, MailPropertyCard } from '../../../platform/mail/branded-mail';
import type { GreetingName } from '../../../platform/mail/greeting-name';
import type { MailJob } from '../../../platform/mail/mail-message';
import type { DigestFrequency } from '../domain/search-filters';
import type { AlertReason } from './alert-log';
import { ALERT_MAIL_TEXTS, type AlertMailTexts } from './alert-mail-texts';
import { listingMailCard, type MailListing } from './listing-mail-card';
import { mailClosing, mailGreeting } from '../../../platform/mail/salutation';

/** A property as an alert shows it (engagement_properties). */
export type AlertProperty = MailListing;

/** One thing to tell: a property newly on the market, back on it, or cheaper than before. */
export interface AlertItem {
  property: AlertProperty;
  reason: AlertReason;
  priceEur: number;
  previousPriceEur: number | null;
}

export interface AlertRecipient extends GreetingName {
  email: string;
  language: Language;
}

/** Absolute addresses of the site in the recipient's language. */
class AlertLinks {
  constructor(
    private readonly publicUrl: string,
    private readonly language: Language,
  ) {}

  page(path: string): string {
    return `${this.publicUrl}${localizedPath(this.language, path)}`;
  }

  property(id: string): string {
    return this.page(propertyPath(id));
  }

  get site(): { publicUrl: string; language: Language } {
    return { publicUrl: this.publicUrl, language: this.language };
  }

  manage(): string {
    return `${this.page('/dashboard')}?tab=searches`;
  }

  unsubscribePage(token: string): string {
    return `${this.page('/unsubscribe')}?token=${encodeURIComponent(token)}`;
  }

  /** RFC 8058: an HTTPS link mail programs POST `List-Unsubscribe=One-Click` to, without opening a page. */
  oneClickHeaders(token: string): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
}

function card(item: AlertItem, texts: AlertMailTexts, links: AlertLinks): MailPropertyCard {
  return listingMailCard(
    item.property,
    {
      priceEur: item.priceEur,
      previousPriceEur: item.reason === 'price_drop' ? item.previousPriceEur : null,
      badge: {
        published: texts.badges.new,
        back_on_market: texts.badges.backOnMarket,
        price_drop: texts.badges.priceDrop,
      }[item.reason],
    },
    links.site,
  );
}

/** Who receives an alert, where the site is, and the link that unsubscribes from it. */
export interface AlertAddress {
  recipient: AlertRecipient;
  publicUrl: string;
  unsubscribeToken: string;
}

function mailJob(
  { recipient, publicUrl, unsubscribeToken }: AlertAddress,
  compose: (
    texts: AlertMailTexts,
    links: AlertLinks,
  ) => Omit<BrandedMailContent, 'language' | 'greeting' | 'closing'>,
): MailJob {
  const texts = ALERT_MAIL_TEXTS[recipient.language] ?? ALERT_MAIL_TEXTS.es;
  const links = new AlertLinks(publicUrl, recipient.language);
  return {
    to: recipient.email,
    headers: links.oneClickHeaders(unsubscribeToken),
    content: {
      language: recipient.language,
      greeting: mailGreeting(recipient.language, recipient),
      closing: mailClosing(recipient.language),
      ...compose(texts, links),
    },
  };
}

/** An instant alert of a saved search: one property, new on the market, back on it or cheaper. */
export function searchAlertMail(address: AlertAddress, searchName: string, item: AlertItem): MailJob {
  return mailJob(address, (texts, links) => {
    const words = {
      published: texts.newMatch,
      back_on_market: texts.searchBackOnMarket,
      price_drop: texts.searchPriceDrop,
    }[item.reason];
    return {
      subject: words.subject(searchName),
      paragraphs: [words.body(searchName)],
      sections: [{ properties: [card(item, texts, links)] }],
      action: { label: texts.viewProperty, url: links.property(item.property.id) },
      footerNote: texts.why.search(searchName),
      footerLinks: [
        { label: texts.manageAlerts, url: links.manage() },
        { label: texts.unsubscribe.search, url: links.unsubscribePage(address.unsubscribeToken) },
      ],
    };
  });
}

/** A favorite property is cheaper: old and new price. */
export function favoritePriceDropMail(address: AlertAddress, item: AlertItem): MailJob {
  const language = address.recipient.language;
  return mailJob(address, (texts, links) => {
    const title = localize(item.property.title, language);
    return {
      subject: texts.favoritePriceDrop.subject(title),
      paragraphs: [
        texts.favoritePriceDrop.body(
          formatPrice(item.previousPriceEur ?? item.priceEur),
          formatPrice(item.priceEur),
        ),
      ],
      sections: [{ properties: [card(item, texts, links)] }],
      action: { label: texts.viewProperty, url: links.property(item.property.id) },
      footerNote: texts.why.favorite,
      footerLinks: [
        { label: texts.manageAlerts, url: links.manage() },
        { label: texts.unsubscribe.priceDrops, url: links.unsubscribePage(address.unsubscribeToken) },
      ],
    };
  });
}

/**
 * A favorite property is on the market again (its reservation fell through). It goes to the followers who
 * want price-drop e-mails, and the link that unsubscribes from those ends these too.
 */
export function favoriteBackOnMarketMail(address: AlertAddress, item: AlertItem): MailJob {
  const language = address.recipient.language;
  return mailJob(address, (texts, links) => ({
    subject: texts.favoriteBackOnMarket.subject(localize(item.property.title, language)),
    paragraphs: [texts.favoriteBackOnMarket.body],
    sections: [{ properties: [card(item, texts, links)] }],
    action: { label: texts.viewProperty, url: links.property(item.property.id) },
    footerNote: texts.why.favorite,
    footerLinks: [
      { label: texts.manageAlerts, url: links.manage() },
      { label: texts.unsubscribe.priceDrops, url: links.unsubscribePage(address.unsubscribeToken) },
    ],
  }));
}

/** What a digest shows of one saved search: its newest news first, and how many there are in all. */
export interface DigestSearch {
  name: string;
  /** The search's filters as the parameters of /properties, for its "whole search" link. */
  filters: Record<string, unknown>;
  items: readonly AlertItem[];
}

/**
 * At most this many cards per search, and in all: a digest stays quick to read and under the size at
 * which mail programs cut a message (Gmail: 102 KB); the rest is one link away.
 */
export const DIGEST_CARDS_PER_SEARCH = 6;
export const DIGEST_CARDS_IN_ALL = 15;

function searchParams(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value)) params.set(key, value.join(','));
    else if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The daily or weekly summary: a section per saved search with what is new in it. */
export function digestMail(
  address: AlertAddress,
  frequency: DigestFrequency,
  searches: readonly DigestSearch[],
): MailJob {
  return mailJob(address, (texts, links) => {
    let room = DIGEST_CARDS_IN_ALL;
    const sections = searches.map((search) => {
      const shown = search.items.slice(0, Math.min(DIGEST_CARDS_PER_SEARCH, room));
      room -= shown.length;
      return {
        heading: texts.digest.section(search.name),
        properties: shown.map((item) => card(item, texts, links)),
        more:
          shown.length < search.items.length
            ? {
                label: texts.digest.more(search.items.length),
                url: `${links.page('/properties')}${searchParams(search.filters)}`,
              }
            : undefined,
      };
    });
    return {
      subject: texts.digest.subject[frequency],
      paragraphs: [texts.digest.body[frequency]],
      sections,
      action: { label: texts.viewAll, url: links.page('/properties') },
      footerNote: texts.why.digest,
      footerLinks: [
        { label: texts.manageAlerts, url: links.manage() },
        { label: texts.unsubscribe.digest, url: links.unsubscribePage(address.unsubscribeToken) },
      ],
    };
  });
}
