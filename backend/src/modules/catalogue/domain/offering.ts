import type { LocalizedText } from '../../../platform/i18n/languages';
import type { ExperienceType } from './catalogue-enums';
import type { CatalogueImage } from './property';

/** A lifestyle service the agency arranges; premium ones appear on /premium-services. */
export interface ServiceDetails {
  title: LocalizedText;
  description: LocalizedText;
  /** Shown as 'from N EUR'. */
  priceFromEur: number;
  image: CatalogueImage;
  premium: boolean;
  /** What the premium details panel lists. */
  highlights: LocalizedText[];
}

/** Whether an experience's price is for each guest or for the whole party. */
export const PRICE_BASES = ['per_person', 'per_group'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export const MAX_GUESTS_PER_DATE_LIMIT = 500;

export interface ExperienceDetails {
  title: LocalizedText;
  description: LocalizedText;
  duration: LocalizedText;
  type: ExperienceType;
  priceEur: number;
  priceBasis: PriceBasis;
  /** The most guests all bookings of one date may bring together. */
  maxGuestsPerDate: number;
  image: CatalogueImage;
}
