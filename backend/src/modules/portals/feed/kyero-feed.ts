import type { Language } from '../../../platform/i18n/languages';
import { localizedPath, propertyPath } from '../../../platform/i18n/public-paths';
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

const FEATURE_NAMES: Record<PortalListing['amenities'][number], string> = {
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
// Whatever might need either treatment: most texts have none of it and are written as they are.
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const SUSPECT = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const SPECIAL = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute value: the five special characters as entities. */
export function xmlEscape(text: string): string {
  if (!SUSPECT.test(text)) return text;
  return text.replace(NOT_XML, '').replace(SPECIAL, (character) => ENTITIES[character]);
}

const blank = (text: string | undefined): boolean => !text || text.trim() === '';

/** Why the listing cannot be exported; empty when it can. */
export function exclusionReasons(listing: PortalListing): ExclusionReason[] {
  const reasons: ExclusionReason[] = [];
  if (!(listing.priceEur > 0)) reasons.push('no_price');
  if (listing.imageUrls.length === 0) reasons.push('no_image');
  if (!listing.publicPoint) reasons.push('no_coordinates');
  if (blank(listing.description.es) || blank(listing.description.en)) reasons.push('no_description');
  return reasons;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC: Kyero's form of a date. */
export const kyeroDate = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

const element = (name: string, value: string | number): string =>
  `<${name}>${typeof value === 'number' ? value : xmlEscape(value)}</${name}>`;

/**
 * One `<property>` of the feed; the caller has checked `exclusionReasons` is empty. `site` is the public
 * base URL without a final slash: every address in the feed is absolute.
 */
export function kyeroProperty(listing: PortalListing, site: string): string {
  const point = listing.publicPoint!;
  const path = (language: Language) => localizedPath(language, propertyPath(listing.id));
  const image = (url: string, index: number) =>
    `<image id="${index + 1}">${element('url', url.startsWith('/') ? `${site}${url}` : url)}</image>`;
  return [
    '<property>',
    element('id', listing.id),
    element('date', kyeroDate(listing.updatedAt)),
    element('ref', listing.reference),
    element('price', Math.round(listing.priceEur)),
    '<currency>EUR</currency><price_freq>sale</price_freq><part_ownership>0</part_ownership><leasehold>0</leasehold>',
    // The catalogue sells resale homes: it records no new builds.
    '<new_build>0</new_build>',
    element('type', KYERO_TYPES[listing.type]),
    element('town', listing.town),
    '<province>Cantabria</province><country>Spain</country>',
    `<location>${element('latitude', point.lat.toFixed(6))}${element('longitude', point.lng.toFixed(6))}</location>`,
    element('location_detail', listing.area),
    element('beds', listing.bedrooms),
    element('baths', listing.bathrooms),
    element('pool', listing.amenities.includes('pool') ? 1 : 0),
    `<surface_area>${element('built', listing.builtM2)}${listing.plotM2 ? element('plot', listing.plotM2) : ''}</surface_area>`,
    `<energy_rating>${element('consumption', listing.energyRating)}</energy_rating>`,
    `<url>${FEED_LANGUAGES.map((language) => element(language, `${site}${path(language)}`)).join('')}</url>`,
    `<desc>${FEED_LANGUAGES.filter((language) => !blank(listing.description[language]))
      .map((language) => element(language, listing.description[language]!))
      .join('')}</desc>`,
    listing.amenities.length > 0
      ? `<features>${listing.amenities.map((key) => element('feature', FEATURE_NAMES[key])).join('')}</features>`
      : '',
    `<images>${listing.imageUrls.slice(0, MAX_FEED_IMAGES).map(image).join('')}</images>`,
    '</property>\n',
  ].join('');
}
