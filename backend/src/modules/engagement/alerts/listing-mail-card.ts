import { formatPrice } from '../../../platform/format/money';
import { counted } from '../../../platform/i18n/counted';
import { localize, type Language, type LocalizedText } from '../../../platform/i18n/languages';
import { localizedPath, propertyPath } from '../../../platform/i18n/public-paths';
import type { MailPropertyCard } from '../../../platform/mail/branded-mail';
import { brochurePath } from '../../brochures';
import { type CatalogueImage, placeName } from '../../catalogue';

/** What a listing's card in an e-mail shows of it: a catalogue summary or engagement's own listing row. */
export interface MailListing {
  id: string;
  title: LocalizedText;
  city: string;
  bedrooms: number;
  sizeBuiltM2: number;
  coverImage: CatalogueImage | null;
}

/** What a mail tells about the listing besides itself. */
export interface MailListingNews {
  priceEur: number;
  /** The price before a reduction, shown struck through next to the price. */
  previousPriceEur?: number | null;
  /** The word on the photo (new, available again, reduced by 5 %), in the recipient's language. */
  badge?: string;
}

interface ListingCardTexts {
  /** The link under each card to the listing's brochure in the recipient's language. */
  brochure: string;
  /** The card's line: place, bedrooms (in the language's plural forms), built area. */
  caption: (place: string, bedrooms: number, sizeM2: number) => string;
}

export const LISTING_CARD_TEXTS: Record<Language, ListingCardTexts> = {
  es: {
    brochure: 'Folleto de la propiedad (PDF)',
    caption: (place, bedrooms, sizeM2) =>
      `${place} · ${counted('es', bedrooms, { one: 'dormitorio', other: 'dormitorios' })} · ${sizeM2} m²`,
  },
  en: {
    brochure: 'Property brochure (PDF)',
    caption: (place, bedrooms, sizeM2) =>
      `${place} · ${counted('en', bedrooms, { one: 'bedroom', other: 'bedrooms' })} · ${sizeM2} m²`,
  },
  de: {
    brochure: 'Exposé (PDF)',
    caption: (place, bedrooms, sizeM2) =>
      `${place} · ${counted('de', bedrooms, { other: 'Schlafzimmer' })} · ${sizeM2} m²`,
  },
  ru: {
    brochure: 'Буклет объекта (PDF)',
    caption: (place, bedrooms, sizeM2) =>
      `${place} · ${counted('ru', bedrooms, { one: 'спальня', few: 'спальни', many: 'спален', other: 'спальни' })} · ${sizeM2} м²`,
  },
  mk: {
    brochure: 'Брошура за имотот (PDF)',
    caption: (place, bedrooms, sizeM2) =>
      `${place} · ${counted('mk', bedrooms, { one: 'спална', other: 'спални' })} · ${sizeM2} м²`,
  },
};

/**
 * A listing as every e-mail shows it (the alerts, the digests, the monthly letter): photo, title, price (and the
 * price before when reduced), place, bedrooms and size, a link to its page and one to its brochure, all in the
 * recipient's language and with absolute addresses.
 */
export function listingMailCard(
  listing: MailListing,
  news: MailListingNews,
  site: { publicUrl: string; language: Language },
): MailPropertyCard {
  const { publicUrl, language } = site;
  const texts = LISTING_CARD_TEXTS[language];
  const page = (path: string) => `${publicUrl}${localizedPath(language, path)}`;
  const title = localize(listing.title, language);
  const image = listing.coverImage;
  return {
    title,
    url: page(propertyPath(listing.id)),
    imageUrl: image ? new URL(image.url, page('/')).href : null,
    imageAlt: image ? localize(image.alt, language) || title : title,
    priceText: formatPrice(news.priceEur),
    previousPriceText:
      typeof news.previousPriceEur === 'number' ? formatPrice(news.previousPriceEur) : undefined,
    caption: texts.caption(placeName(listing.city, language), listing.bedrooms, listing.sizeBuiltM2),
    extraLink: { label: texts.brochure, url: `${publicUrl}${brochurePath(listing.id, language)}` },
    badge: news.badge,
  };
}
