import { ApiProperty } from '@nestjs/swagger';
import {
  FEATURE_KEYS,
  LOCATIONS,
  PROPERTY_TYPES,
  PUBLIC_PROPERTY_STATUSES,
} from '../../domain/catalogue-enums';
import type { FeatureKey, LocationKey, PropertyStatus, PropertyType } from '../../domain/catalogue-enums';
import { isNewListing } from '../../domain/price';
import type { PropertyReadModel } from '../../read-models/property.read-model';
import { CatalogueImageDto, LocalizedTextDto } from '../catalogue-common.dto';

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
    };
  }
}

export class PropertyListDto {
  @ApiProperty({ type: () => PropertySummaryDto, isArray: true }) items: PropertySummaryDto[];
  @ApiProperty({ description: 'How many properties match, across all pages' }) total: number;
}
