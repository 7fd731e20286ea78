import { ApiProperty } from '@nestjs/swagger';
import {
  FEATURE_KEYS,
  LOCATIONS,
  PROPERTY_TYPES,
  PUBLIC_PROPERTY_STATUSES,
} from '../../domain/catalogue-enums';
import type { FeatureKey, LocationKey, PropertyStatus, PropertyType } from '../../domain/catalogue-enums';
import { isNewListing } from '../../domain/price';
import { recentReduction } from '../../domain/price-change';
import type { CatalogueImage } from '../../domain/property';
import type { LocalizedText } from '../../../../platform/i18n/languages';
import type { PropertyReadModel } from '../../read-models/property.read-model';

/** A row of the search SQL (`SUMMARY_COLUMNS` of property-search.ts), as the pg driver returns it. */
export interface PropertySummaryRow {
  id: string;
  reference: string;
  type: PropertyType;
  location: LocationKey;
  status: PropertyStatus;
  title: LocalizedText;
  subtitle: LocalizedText;
  short_description: LocalizedText;
  city: string;
  area: string;
  price_eur: number;
  price_per_m2_eur: number;
  bedrooms: number;
  bathrooms: number;
  size_built_m2: number;
  amenities: FeatureKey[];
  featured: boolean;
  cover_image: CatalogueImage | null;
  /** MikroORM's driver leaves timestamps as text. */
  listed_at: string | Date;
  reduced_at: string | Date | null;
  reduced_from_eur: number | null;
}
import { CatalogueImageDto, LocalizedTextDto } from '../catalogue-common.dto';
import { PriceReductionDto } from '../price-history.dto';

/** What a property card shows. */
export class PropertySummaryDto {
  @ApiProperty() id: string;
  @ApiProperty() reference: string;
  @ApiProperty({ enum: PROPERTY_TYPES, enumName: 'PropertyType' }) type: PropertyType;
  @ApiProperty({ enum: LOCATIONS, enumName: 'LocationKey' }) location: LocationKey;
  @ApiProperty({ enum: PUBLIC_PROPERTY_STATUSES, enumName: 'PublicPropertyStatus' }) status: PropertyStatus;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) subtitle: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) shortDescription: LocalizedTextDto;
  @ApiProperty() city: string;
  @ApiProperty() area: string;
  @ApiProperty() priceEur: number;
  @ApiProperty() pricePerM2Eur: number;
  @ApiProperty() bedrooms: number;
  @ApiProperty() bathrooms: number;
  @ApiProperty() sizeBuiltM2: number;
  @ApiProperty({ enum: FEATURE_KEYS, enumName: 'FeatureKey', isArray: true }) amenities: FeatureKey[];
  @ApiProperty() featured: boolean;
  @ApiProperty({ description: 'Listed less than 30 days ago' }) isNew: boolean;
  @ApiProperty({ type: () => CatalogueImageDto, nullable: true }) coverImage: CatalogueImageDto | null;
  @ApiProperty({ format: 'date-time' }) listedAt: string;
  @ApiProperty({
    type: () => PriceReductionDto,
    nullable: true,
    description: 'The latest reduction of the price, within 90 days and still in force; null otherwise',
  })
  reduction: PriceReductionDto | null;

  static from(row: PropertyReadModel, now: Date): PropertySummaryDto {
    return {
      id: row.id,
      reference: row.reference,
      type: row.type,
      location: row.location,
      status: row.status,
      title: row.title,
      subtitle: row.subtitle,
      shortDescription: row.shortDescription,
      city: row.city,
      area: row.area,
      priceEur: row.priceEur,
      pricePerM2Eur: row.pricePerM2Eur,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      sizeBuiltM2: row.sizeBuiltM2,
      amenities: row.amenities,
      featured: row.featured,
      isNew: isNewListing(row.listedAt, now),
      coverImage: row.coverImage,
      listedAt: row.listedAt.toISOString(),
      reduction: recentReduction(row, now),
    };
  }

  static fromRow(row: PropertySummaryRow, now: Date): PropertySummaryDto {
    const listedAt = new Date(row.listed_at);
    return {
      id: row.id,
      reference: row.reference,
      type: row.type,
      location: row.location,
      status: row.status,
      title: row.title,
      subtitle: row.subtitle,
      shortDescription: row.short_description,
      city: row.city,
      area: row.area,
      priceEur: row.price_eur,
      pricePerM2Eur: row.price_per_m2_eur,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      sizeBuiltM2: row.size_built_m2,
      amenities: row.amenities,
      featured: row.featured,
      isNew: isNewListing(listedAt, now),
      coverImage: row.cover_image,
      listedAt: listedAt.toISOString(),
      reduction: recentReduction(
        {
          status: row.status,
          priceEur: row.price_eur,
          reducedAt: row.reduced_at === null ? null : new Date(row.reduced_at),
          reducedFromEur: row.reduced_from_eur,
        },
        now,
      ),
    };
  }
}

export class PropertyListDto {
  @ApiProperty({ type: () => PropertySummaryDto, isArray: true }) items: PropertySummaryDto[];
  @ApiProperty({
    description:
      'How many properties match, across all pages, counted up to 1,000: when more match, 1,000 and totalIsCapped',
  })
  total: number;
  @ApiProperty({ description: 'More properties match than total says (more than 1,000)' })
  totalIsCapped: boolean;
  @ApiProperty({ description: 'The page size used (48 when none was asked for)' }) limit: number;
  @ApiProperty({ description: 'How many matches this page skipped' }) offset: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The offset of the next page ('load more'), null when this page is the last",
  })
  nextOffset: number | null;
}
