import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ENERGY_RATINGS,
  FEATURE_KEYS,
  LOCATIONS,
  ORIENTATIONS,
  PUBLIC_PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '../../domain/catalogue-enums';
import type {
  EnergyRating,
  FeatureKey,
  LocationKey,
  Orientation,
  PropertyStatus,
  PropertyType,
} from '../../domain/catalogue-enums';
import { isNewListing } from '../../domain/price';
import { recentReduction } from '../../domain/price-change';
import { publicLocation } from '../../domain/public-location';
import type { PropertyReadModel } from '../../read-models/property.read-model';
import { machineTranslatedLanguages, type TranslatedLanguage } from '../../domain/translations';
import { CatalogueImageDto, LocalizedTextDto, MACHINE_TRANSLATED_PROPERTY } from '../catalogue-common.dto';
import { PriceHistoryEntryDto, PriceReductionDto } from '../price-history.dto';

class SpecificationsDto {
  @ApiProperty() bedrooms: number;
  @ApiProperty() bathrooms: number;
  @ApiProperty() guestBathroom: boolean;
  @ApiProperty() sizeBuiltM2: number;
  @ApiProperty({ type: Number, nullable: true }) sizePlotM2: number | null;
  @ApiProperty() floors: number;
  @ApiProperty() yearBuilt: number;
  @ApiProperty({ type: Number, nullable: true }) yearRenovated: number | null;
  @ApiProperty({ type: Number, nullable: true }) floorLevel: number | null;
  @ApiProperty({ enum: ORIENTATIONS, enumName: 'Orientation' }) orientation: Orientation;
}

class FeatureGroupsDto {
  @ApiProperty({ type: () => LocalizedTextDto, isArray: true }) main: LocalizedTextDto[];
  @ApiProperty({ type: () => LocalizedTextDto, isArray: true }) interior: LocalizedTextDto[];
  @ApiProperty({ type: () => LocalizedTextDto, isArray: true }) exterior: LocalizedTextDto[];
}

class NearbyPlaceDto {
  @ApiProperty({ type: () => LocalizedTextDto }) name: LocalizedTextDto;
  @ApiProperty() distanceM: number;
}

export class CoordinatesDto {
  @ApiProperty() lat: number;
  @ApiProperty() lng: number;
}

export class AddressDto {
  @ApiProperty() area: string;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty() postalCode: string;
  @ApiProperty() beachDistanceM: number;
  @ApiProperty() cityCenterDistanceM: number;
  @ApiProperty() airportDistanceKm: number;
  @ApiProperty({ type: () => NearbyPlaceDto, isArray: true }) nearby: NearbyPlaceDto[];
  @ApiProperty({
    type: () => CoordinatesDto,
    nullable: true,
    description: 'The public point: the centre of a grid cell of about 1 km when approximateLocation is true',
  })
  coordinates: CoordinatesDto | null;
  @ApiProperty({
    description: 'The owner shows only an approximate location: coordinates is not the exact point',
  })
  approximateLocation: boolean;
}

class PriceDto {
  @ApiProperty() saleEur: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Monthly' }) communityFeesEur: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Yearly property tax (IBI)' })
  propertyTaxEur: number | null;
}

class AgentDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty() phone: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, isArray: true }) languages: string[];
}

class GalleryDto {
  @ApiProperty({ type: () => CatalogueImageDto, isArray: true }) images: CatalogueImageDto[];
  @ApiProperty({ type: String, nullable: true }) virtualTourUrl: string | null;
  @ApiProperty() floorPlans: boolean;
  @ApiProperty() dronePhotos: boolean;
}

class RentalPotentialDto {
  @ApiProperty() monthlyRentEur: number;
  @ApiProperty() annualYieldPct: number;
  @ApiProperty() touristLicense: boolean;
  @ApiProperty() managementService: boolean;
}

/** Everything the property page shows. */
export class PropertyDetailDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Stream version; send it back when editing' }) version: number;
  @ApiProperty({ enum: PUBLIC_PROPERTY_STATUSES, enumName: 'PublicPropertyStatus' }) status: PropertyStatus;
  @ApiProperty({ format: 'date-time' }) listedAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty() isNew: boolean;
  @ApiProperty() pricePerM2Eur: number;
  @ApiProperty() reference: string;
  @ApiProperty({ enum: PROPERTY_TYPES, enumName: 'PropertyType' }) type: PropertyType;
  @ApiProperty({ enum: LOCATIONS, enumName: 'LocationKey' }) location: LocationKey;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) subtitle: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) shortDescription: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) fullDescription: LocalizedTextDto;
  @ApiProperty({ type: () => SpecificationsDto }) specifications: SpecificationsDto;
  @ApiProperty({ enum: FEATURE_KEYS, enumName: 'FeatureKey', isArray: true }) amenities: FeatureKey[];
  @ApiProperty({ type: () => FeatureGroupsDto }) features: FeatureGroupsDto;
  @ApiProperty({ type: () => AddressDto }) address: AddressDto;
  @ApiProperty({ type: () => PriceDto }) price: PriceDto;
  @ApiProperty({ type: () => AgentDto }) agent: AgentDto;
  @ApiProperty({ type: () => GalleryDto }) gallery: GalleryDto;
  @ApiProperty({ enum: ENERGY_RATINGS, enumName: 'EnergyRating' }) energyRating: EnergyRating;
  @ApiPropertyOptional({ type: () => RentalPotentialDto, nullable: true })
  rentalPotential: RentalPotentialDto | null;
  @ApiProperty() featured: boolean;
  @ApiProperty(MACHINE_TRANSLATED_PROPERTY) machineTranslated: TranslatedLanguage[];
  @ApiProperty({
    type: () => PriceReductionDto,
    nullable: true,
    description: 'The latest reduction of the price, within 90 days and still in force; null otherwise',
  })
  reduction: PriceReductionDto | null;
  @ApiProperty({
    type: () => PriceHistoryEntryDto,
    isArray: true,
    description: 'The listing price and its changes, newest first (at most 10)',
  })
  priceHistory: PriceHistoryEntryDto[];

  /** The public page: the property's public point only, never the exact one the owner chose to hide. */
  static from(row: PropertyReadModel, now: Date, priceHistory: PriceHistoryEntryDto[]): PropertyDetailDto {
    const { hideExactLocation: _hidden, ...address } = row.details.address;
    const shown = publicLocation(row.details.address);
    return {
      ...row.details,
      address: { ...address, coordinates: shown.coordinates, approximateLocation: shown.approximate },
      id: row.id,
      version: row.version,
      status: row.status,
      listedAt: row.listedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      isNew: isNewListing(row.listedAt, now),
      pricePerM2Eur: row.pricePerM2Eur,
      machineTranslated: machineTranslatedLanguages(row.details, row.translations),
      reduction: recentReduction(row, now),
      priceHistory,
    };
  }
}
