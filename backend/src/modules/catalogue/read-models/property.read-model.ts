import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { MicrodegreePointType, type LngLatPoint } from '../../../platform/database/point.type';
import type { LocalizedText } from '../../../platform/i18n/languages';
import type { FeatureKey, LocationKey, PropertyStatus, PropertyType } from '../domain/catalogue-enums';
import type { CatalogueImage, PropertyDetails } from '../domain/property';
import type { Translations } from '../domain/translations';

/** One row per property: filterable columns plus the full details as the listing states them. */
@Entity({ tableName: 'catalogue_properties' })
export class PropertyReadModel {
  @PrimaryKey({ type: 'text' })
  id: string;

  /** The stream version this row reflects: an edit form sends it back as its expected version. */
  @Property({ type: 'integer' })
  version: number;

  @Property({ type: 'text' })
  reference: string;

  @Property({ type: 'text' })
  type: PropertyType;

  @Property({ type: 'text' })
  location: LocationKey;

  @Property({ type: 'text' })
  status: PropertyStatus;

  @Property({ type: 'json' })
  title: LocalizedText;

  @Property({ type: 'json' })
  subtitle: LocalizedText;

  @Property({ type: 'json', fieldName: 'short_description' })
  shortDescription: LocalizedText;

  @Property({ type: 'text' })
  city: string;

  @Property({ type: 'text' })
  area: string;

  @Property({ type: 'integer', fieldName: 'price_eur' })
  priceEur: number;

  @Property({ type: 'integer', fieldName: 'price_per_m2_eur' })
  pricePerM2Eur: number;

  @Property({ type: 'integer' })
  bedrooms: number;

  @Property({ type: 'integer' })
  bathrooms: number;

  @Property({ type: 'integer', fieldName: 'size_built_m2' })
  sizeBuiltM2: number;

  @Property({ type: 'json' })
  amenities: FeatureKey[];

  @Property({ type: 'boolean' })
  featured: boolean;

  @Property({ type: 'json', nullable: true, fieldName: 'cover_image' })
  coverImage: CatalogueImage | null;

  @Property({ type: 'json' })
  details: PropertyDetails;

  /**
   * Where the public map shows the property, and what public map filters test: the exact point, or the centre
   * of its grid cell when the owner hides the exact one (public-location.ts). Null without coordinates.
   */
  @Property({ type: MicrodegreePointType, nullable: true, fieldName: 'map_point' })
  mapPoint: LngLatPoint | null;

  /** map_point is a grid cell's centre, not the exact point. */
  @Property({ type: 'boolean', fieldName: 'map_point_approximate' })
  mapPointApproximate: boolean;

  /** Who wrote each translation of each text, for which Spanish. */
  @Property({ type: 'json' })
  translations: Translations;

  @Property({ type: 'datetime', fieldName: 'listed_at' })
  listedAt: Date;

  /**
   * The latest reduction of the price while it is in force: when, and the price before it. An increase clears
   * it (the price is no longer reduced); whether it is recent enough to show is the reader's question.
   */
  @Property({ type: 'datetime', nullable: true, fieldName: 'reduced_at' })
  reducedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true, fieldName: 'reduced_from_eur' })
  reducedFromEur: number | null = null;

  @Property({ type: 'datetime', fieldName: 'updated_at' })
  updatedAt: Date;
}
