import type { PortalListing } from '../../catalogue';

/**
 * The Kyero v3 XML format, which Kyero, thinkSPAIN, Green-Acres and Resales-Online all import: a `<root>`
 * with `<kyero><feed_version>3</feed_version></kyero>` and one `<property>` per listing on offer. The feed is
 * absolute: a portal adds what appears, updates what shows a new `<date>` and removes what is absent.
 * Pure functions: the feed's controller streams their output page by page.
 */

/** The languages Kyero takes that the site writes (Kyero has no Macedonian). */
export const FEED_LANGUAGES = ['es', 'en', 'de', 'ru'] as const;

/** Kyero takes at most 50 images per property. */
export const MAX_FEED_IMAGES = 50;

/** Why a listing chosen for a portal cannot go into its feed (the back office says it in five languages). */
export const EXCLUSION_REASONS = ['no_price', 'no_image', 'no_coordinates', 'no_description'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export const FEED_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n<kyero><feed_version>3</feed_version></kyero>\n';
export const FEED_TAIL = '</root>\n';

const KYERO_TYPES: Record<PortalListing['type'], string> = {
  apartment: 'apartment',
  house: 'house',
  villa: 'villa',
  penthouse: 'penthouse',
  townhouse: 'town house',
  studio: 'studio',
  duplex: 'duplex',
};

const FEATURE_NAMES: Record<PortalListing['details']['amenities'][number], string> = {
  sea_view: 'Sea views',
  garden: 'Garden',
  terrace: 'Terrace',
  garage: 'Garage',
  pool: 'Swimming pool',
  elevator: 'Lift',
  air_conditioning: 'Air conditioning',
  heating: 'Heating',
  fireplace: 'Fireplace',
  storage: 'Storage room',
};

// Characters XML 1.0 cannot hold at all (controls other than tab, line feed and carriage return; lone
// surrogates; U+FFFE and U+FFFF): dropped, so one stray character never makes the whole feed unreadable.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or an attribute value: the five special characters as entities. */
export function xmlEscape(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const blank = (text: string | undefined): boolean => !text || text.trim() === '';

/** Why the listing cannot be exported; empty when it can. */
export function exclusionReasons(listing: PortalListing): ExclusionReason[] {
  const { details } = listing;
  const reasons: ExclusionReason[] = [];
  if (!(details.price.saleEur > 0)) reasons.push('no_price');
  if (details.gallery.images.length === 0) reasons.push('no_image');
  if (!listing.publicPoint) reasons.push('no_coordinates');
  if (blank(details.fullDescription.es) || blank(details.fullDescription.en)) reasons.push('no_description');
  return reasons;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC: Kyero's form of a date. */
export const kyeroDate = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

const absolute = (url: string, publicUrl: string): string =>
  url.startsWith('/') ? `${publicUrl}${url}` : url;

const propertyPath = (language: string, id: string): string =>
  language === 'es' ? `/property/${id}` : `/${language}/property/${id}`;

const element = (name: string, value: string | number): string =>
  `<${name}>${xmlEscape(String(value))}</${name}>`;

/** One `<property>` of the feed; the caller has checked `exclusionReasons` is empty. */
export function kyeroProperty(listing: PortalListing, publicUrl: string): string {
  const { details } = listing;
  const site = publicUrl.replace(/\/$/, '');
  const point = listing.publicPoint!;
  const languages = FEED_LANGUAGES.filter((language) => !blank(details.fullDescription[language]));
  const parts = [
    '<property>',
    element('id', listing.id),
    element('date', kyeroDate(listing.updatedAt)),
    element('ref', details.reference),
    element('price', Math.round(details.price.saleEur)),
    element('currency', 'EUR'),
    element('price_freq', 'sale'),
    element('part_ownership', 0),
    element('leasehold', 0),
    // The catalogue sells resale homes: it records no new builds.
    element('new_build', 0),
    element('type', KYERO_TYPES[listing.type]),
    element('town', details.address.city),
    element('province', 'Cantabria'),
    element('country', 'Spain'),
    `<location>${element('latitude', point.lat.toFixed(6))}${element('longitude', point.lng.toFixed(6))}</location>`,
    element('location_detail', details.address.area),
    element('beds', details.specifications.bedrooms),
    element('baths', details.specifications.bathrooms),
    element('pool', details.amenities.includes('pool') ? 1 : 0),
    `<surface_area>${element('built', details.specifications.sizeBuiltM2)}${
      details.specifications.sizePlotM2 ? element('plot', details.specifications.sizePlotM2) : ''
    }</surface_area>`,
    `<energy_rating>${element('consumption', details.energyRating)}</energy_rating>`,
    `<url>${FEED_LANGUAGES.map((language) => element(language, `${site}${propertyPath(language, listing.id)}`)).join('')}</url>`,
    `<desc>${languages.map((language) => element(language, details.fullDescription[language]!)).join('')}</desc>`,
    details.amenities.length > 0
      ? `<features>${details.amenities.map((key) => element('feature', FEATURE_NAMES[key])).join('')}</features>`
      : '',
    `<images>${details.gallery.images
      .slice(0, MAX_FEED_IMAGES)
      .map((image, index) => `<image id="${index + 1}">${element('url', absolute(image.url, site))}</image>`)
      .join('')}</images>`,
    '</property>\n',
  ];
  return parts.join('');
}
