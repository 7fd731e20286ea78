import type { CatalogueImage, LocalizedText } from '../../../lib/api/types';

/** How many items a preview page shows. */
export const TEASER_COUNT = 4;

/** One locked item on a preview page, whatever catalogue it comes from. */
export interface TeaserItem {
  id: string;
  title: LocalizedText;
  /** Location, duration or short description, already chosen per catalogue. */
  detail: LocalizedText | string;
  image: CatalogueImage | null;
  vip?: boolean;
  /** Where a signed-in client sees the item in the full catalogue. */
  href: string;
  /** A property, which can be saved in the favorites from its teaser. */
  propertyId?: string;
}
