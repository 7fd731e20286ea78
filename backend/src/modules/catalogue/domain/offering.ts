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

export interface ExperienceDetails {
  title: LocalizedText;
  description: LocalizedText;
  duration: LocalizedText;
  type: ExperienceType;
  priceEur: number;
  image: CatalogueImage;
}
