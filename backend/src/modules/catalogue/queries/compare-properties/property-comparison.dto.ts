import { ApiProperty } from '@nestjs/swagger';
import {
  ENERGY_RATINGS,
  FEATURE_KEYS,
  LOCATIONS,
  PROPERTY_TYPES,
  PUBLIC_PROPERTY_STATUSES,
} from '../../domain/catalogue-enums';
import type {
  EnergyRating,
  FeatureKey,
  LocationKey,
  PropertyStatus,
  PropertyType,
} from '../../domain/catalogue-enums';
import type { PropertyReadModel } from '../../read-models/property.read-model';
import { CatalogueImageDto, LocalizedTextDto } from '../catalogue-common.dto';

/**
 * One column of the comparison: the facts a buyer weighs side by side, and no more. Never the exact
 * coordinates (the property page decides how precisely it shows a location), nor the agent or descriptions.
 */
export class ComparedPropertyDto {
  @ApiProperty({ description: 'The id the property page is addressed by (/property/:id)' }) id: string;
  @ApiProperty() reference: string;
  @ApiProperty({ enum: PUBLIC_PROPERTY_STATUSES, enumName: 'PublicPropertyStatus' }) status: PropertyStatus;
  @ApiProperty({ enum: PROPERTY_TYPES, enumName: 'PropertyType' }) type: PropertyType;
  @ApiProperty({ enum: LOCATIONS, enumName: 'LocationKey' }) location: LocationKey;
  @ApiProperty() city: string;
  @ApiProperty() area: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ type: () => CatalogueImageDto, nullable: true }) coverImage: CatalogueImageDto | null;
  @ApiProperty() priceEur: number;
  @ApiProperty() pricePerM2Eur: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Monthly' }) communityFeesEur: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Yearly property tax (IBI)' })
  propertyTaxEur: number | null;
  @ApiProperty() sizeBuiltM2: number;
  @ApiProperty({ type: Number, nullable: true }) sizePlotM2: number | null;
  @ApiProperty() bedrooms: number;
  @ApiProperty() bathrooms: number;
  @ApiProperty() yearBuilt: number;
  @ApiProperty({ type: Number, nullable: true }) yearRenovated: number | null;
  @ApiProperty({ enum: ENERGY_RATINGS, enumName: 'EnergyRating' }) energyRating: EnergyRating;
  @ApiProperty() beachDistanceM: number;
  @ApiProperty() cityCenterDistanceM: number;
  @ApiProperty() airportDistanceKm: number;
  @ApiProperty({ enum: FEATURE_KEYS, enumName: 'FeatureKey', isArray: true }) amenities: FeatureKey[];

  static from(row: PropertyReadModel): ComparedPropertyDto {
    const { specifications: spec, address, price, energyRating } = row.details;
    return {
      id: row.id,
      reference: row.reference,
      status: row.status,
      type: row.type,
      location: row.location,
      city: row.city,
      area: row.area,
      title: row.title,
      coverImage: row.coverImage,
      priceEur: row.priceEur,
      pricePerM2Eur: row.pricePerM2Eur,
      communityFeesEur: price.communityFeesEur,
      propertyTaxEur: price.propertyTaxEur,
      sizeBuiltM2: row.sizeBuiltM2,
      sizePlotM2: spec.sizePlotM2,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      yearBuilt: spec.yearBuilt,
      yearRenovated: spec.yearRenovated,
      energyRating,
      beachDistanceM: address.beachDistanceM,
      cityCenterDistanceM: address.cityCenterDistanceM,
      airportDistanceKm: address.airportDistanceKm,
      amenities: row.amenities,
    };
  }
}

export class PropertyComparisonDto {
  @ApiProperty({
    type: () => ComparedPropertyDto,
    isArray: true,
    description: 'The public properties among those asked, in the order asked',
  })
  items: ComparedPropertyDto[];
  @ApiProperty({
    type: String,
    isArray: true,
    description:
      'The ids asked that name no public property (unknown, never published, withdrawn or deleted), in the order asked',
  })
  unavailable: string[];
}
