import { Query } from '@nestjs/cqrs';
import type { LocalizedText } from '../../../../platform/i18n/languages';
import type { EnergyRating, FeatureKey, PropertyType } from '../../domain/catalogue-enums';

/** An active property as a portal feed needs it: what the listing states and where the public may see it. */
export interface PortalListing {
  id: string;
  type: PropertyType;
  /** The last change of the listing (any recorded change of the property). */
  updatedAt: Date;
  reference: string;
  title: LocalizedText;
  /** The full description in every language it is written in. */
  description: LocalizedText;
  priceEur: number;
  bedrooms: number;
  bathrooms: number;
  builtM2: number;
  plotM2: number | null;
  amenities: FeatureKey[];
  /** The town and the area as the back office types them (Spanish). */
  town: string;
  area: string;
  energyRating: EnergyRating;
  /** The gallery's image URLs in display order, as recorded: a /media/ path or an https address. */
  imageUrls: string[];
  /** The point the public map shows: the exact one, or its grid cell's centre when the owner hides it. */
  publicPoint: { lat: number; lng: number } | null;
}

/**
 * The active properties of these ids, in the order of their ids: a draft, reserved, sold, withdrawn or deleted
 * one is absent, as a portal must not offer it.
 */
export class GetPortalListingsQuery extends Query<PortalListing[]> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
