import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ENERGY_RATINGS,
  FEATURE_KEYS,
  LOCATIONS,
  ORIENTATIONS,
  PROPERTY_TYPES,
} from '../domain/catalogue-enums';
import type {
  EnergyRating,
  FeatureKey,
  LocationKey,
  Orientation,
  PropertyType,
} from '../domain/catalogue-enums';
import type { PropertyDetails } from '../domain/property';
import { PHONE_PATTERN } from '../../../platform/http/field-patterns';
import { IsOptionalButNotNull } from '../../../platform/http/optional-fields';
import {
  ImageInputDto,
  LongTextInputDto,
  Nullable,
  ShortTextInputDto,
  TEXT_LIMITS,
  trim,
} from './catalogue-inputs.dto';

const NAME = 120;
/** The virtual tour's address. */
const HTTPS_URL = /^https:\/\/\S{1,500}$/;
const CURRENT_YEAR_MAX = 2100;
/** The same limits the admin form checks. */
export const PROPERTY_LIMITS = {
  rooms: 50,
  sizeM2: 1_000_000,
  priceEur: 1_000_000_000,
  distanceM: 1_000_000,
  images: 60,
  featuresPerGroup: 40,
  nearby: 30,
} as const;

class SpecificationsInputDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: PROPERTY_LIMITS.rooms })
  @Max(PROPERTY_LIMITS.rooms)
  @Min(0)
  @IsInt()
  bedrooms: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: PROPERTY_LIMITS.rooms })
  @Max(PROPERTY_LIMITS.rooms)
  @Min(0)
  @IsInt()
  bathrooms: number;

  @ApiProperty()
  @IsBoolean()
  guestBathroom: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: PROPERTY_LIMITS.sizeM2 })
  @Max(PROPERTY_LIMITS.sizeM2)
  @Min(1)
  @IsInt()
  sizeBuiltM2: number;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: PROPERTY_LIMITS.sizeM2 })
  @Nullable()
  @Max(PROPERTY_LIMITS.sizeM2)
  @Min(1)
  @IsInt()
  sizePlotM2: number | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 200 })
  @Max(200)
  @Min(1)
  @IsInt()
  floors: number;

  @ApiProperty({ type: 'integer', minimum: 1000, maximum: CURRENT_YEAR_MAX })
  @Max(CURRENT_YEAR_MAX)
  @Min(1000)
  @IsInt()
  yearBuilt: number;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 1000, maximum: CURRENT_YEAR_MAX })
  @Nullable()
  @Max(CURRENT_YEAR_MAX)
  @Min(1000)
  @IsInt()
  yearRenovated: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: -5,
    maximum: 200,
    description: '0 = ground floor',
  })
  @Nullable()
  @Max(200)
  @Min(-5)
  @IsInt()
  floorLevel: number | null;

  @ApiProperty({ enum: ORIENTATIONS, enumName: 'Orientation' })
  @IsIn(ORIENTATIONS)
  orientation: Orientation;
}

class FeatureGroupsInputDto {
  @ApiProperty({ type: () => ShortTextInputDto, isArray: true, maxItems: PROPERTY_LIMITS.featuresPerGroup })
  @ArrayMaxSize(PROPERTY_LIMITS.featuresPerGroup)
  @ValidateNested({ each: true })
  @Type(() => ShortTextInputDto)
  @IsObject({ each: true })
  @IsArray()
  main: ShortTextInputDto[];

  @ApiProperty({ type: () => ShortTextInputDto, isArray: true, maxItems: PROPERTY_LIMITS.featuresPerGroup })
  @ArrayMaxSize(PROPERTY_LIMITS.featuresPerGroup)
  @ValidateNested({ each: true })
  @Type(() => ShortTextInputDto)
  @IsObject({ each: true })
  @IsArray()
  interior: ShortTextInputDto[];

  @ApiProperty({
    type: () => ShortTextInputDto,
    isArray: true,
    maxItems: PROPERTY_LIMITS.featuresPerGroup,
    description: 'Exterior, or building for flats',
  })
  @ArrayMaxSize(PROPERTY_LIMITS.featuresPerGroup)
  @ValidateNested({ each: true })
  @Type(() => ShortTextInputDto)
  @IsObject({ each: true })
  @IsArray()
  exterior: ShortTextInputDto[];
}

class NearbyPlaceInputDto {
  @ApiProperty({ type: () => ShortTextInputDto })
  @ValidateNested()
  @Type(() => ShortTextInputDto)
  @IsObject()
  @IsDefined()
  name: ShortTextInputDto;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: PROPERTY_LIMITS.distanceM })
  @Max(PROPERTY_LIMITS.distanceM)
  @Min(0)
  @IsInt()
  distanceM: number;
}

class CoordinatesInputDto {
  @ApiProperty({ minimum: -90, maximum: 90 })
  @Max(90)
  @Min(-90)
  @IsNumber()
  lat: number;

  @ApiProperty({ minimum: -180, maximum: 180 })
  @Max(180)
  @Min(-180)
  @IsNumber()
  lng: number;
}

class AddressInputDto {
  @ApiProperty({ minLength: 1, maxLength: NAME })
  @Transform(trim)
  @MaxLength(NAME)
  @IsNotEmpty()
  @IsString()
  area: string;

  @ApiProperty({ minLength: 1, maxLength: NAME })
  @Transform(trim)
  @MaxLength(NAME)
  @IsNotEmpty()
  @IsString()
  city: string;

  @ApiProperty({ minLength: 1, maxLength: NAME })
  @Transform(trim)
  @MaxLength(NAME)
  @IsNotEmpty()
  @IsString()
  province: string;

  @ApiProperty({ pattern: '^[0-9]{5}$', example: '39005' })
  @Matches(/^[0-9]{5}$/, {
    message: 'postalCode must be five digits',
    context: { code: 'invalid_postal_code' },
  })
  @IsString()
  postalCode: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: PROPERTY_LIMITS.distanceM })
  @Max(PROPERTY_LIMITS.distanceM)
  @Min(0)
  @IsInt()
  beachDistanceM: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: PROPERTY_LIMITS.distanceM })
  @Max(PROPERTY_LIMITS.distanceM)
  @Min(0)
  @IsInt()
  cityCenterDistanceM: number;

  @ApiProperty({ minimum: 0, maximum: 10_000 })
  @Max(10_000)
  @Min(0)
  @IsNumber()
  airportDistanceKm: number;

  @ApiProperty({ type: () => NearbyPlaceInputDto, isArray: true, maxItems: PROPERTY_LIMITS.nearby })
  @ArrayMaxSize(PROPERTY_LIMITS.nearby)
  @ValidateNested({ each: true })
  @Type(() => NearbyPlaceInputDto)
  @IsObject({ each: true })
  @IsArray()
  nearby: NearbyPlaceInputDto[];

  @ApiProperty({ type: () => CoordinatesInputDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => CoordinatesInputDto)
  @IsObject()
  coordinates: CoordinatesInputDto | null;

  @ApiPropertyOptional({
    default: false,
    description:
      'Show the public only an approximate point (the centre of a grid cell of about 1 km) instead of the exact one',
  })
  @IsOptionalButNotNull()
  @IsBoolean()
  hideExactLocation?: boolean;
}

class PriceInputDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: PROPERTY_LIMITS.priceEur,
    description: 'Sale price in whole euros',
  })
  @Max(PROPERTY_LIMITS.priceEur)
  @Min(1)
  @IsInt()
  saleEur: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 1_000_000,
    description: 'Monthly community fees',
  })
  @Nullable()
  @Max(1_000_000)
  @Min(0)
  @IsInt()
  communityFeesEur: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 10_000_000,
    description: 'Yearly property tax (IBI)',
  })
  @Nullable()
  @Max(10_000_000)
  @Min(0)
  @IsInt()
  propertyTaxEur: number | null;
}

class AgentInputDto {
  @ApiProperty({ minLength: 1, maxLength: NAME })
  @Transform(trim)
  @MaxLength(NAME)
  @IsNotEmpty()
  @IsString()
  name: string;

  @ApiProperty({ type: () => ShortTextInputDto })
  @ValidateNested()
  @Type(() => ShortTextInputDto)
  @IsObject()
  @IsDefined()
  title: ShortTextInputDto;

  @ApiProperty({ example: '+34 942 217 350', pattern: PHONE_PATTERN.source })
  @Matches(PHONE_PATTERN, {
    message: 'phone is not a phone number',
    context: { code: 'invalid_phone' },
  })
  @IsString()
  phone: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsEmail({}, { message: 'email is not a valid address' })
  @MaxLength(254)
  @IsString()
  email: string;

  @ApiProperty({
    type: String,
    isArray: true,
    maxItems: 12,
    example: ['es', 'en'],
    description: 'Language codes',
  })
  @ArrayMaxSize(12)
  @Matches(/^[a-z]{2}$/, { each: true, message: 'languages are two-letter codes' })
  @IsArray()
  languages: string[];
}

class GalleryInputDto {
  @ApiProperty({
    type: () => ImageInputDto,
    isArray: true,
    maxItems: PROPERTY_LIMITS.images,
    description: 'In display order; the first is the cover',
  })
  @ArrayMaxSize(PROPERTY_LIMITS.images)
  @ValidateNested({ each: true })
  @Type(() => ImageInputDto)
  @IsObject({ each: true })
  @IsArray()
  images: ImageInputDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    pattern: HTTPS_URL.source,
    description: 'https address of the virtual tour',
  })
  @Nullable()
  @Matches(HTTPS_URL, {
    message: 'virtualTourUrl must be an https address',
    context: { code: 'invalid_url' },
  })
  @IsString()
  virtualTourUrl: string | null;

  @ApiProperty()
  @IsBoolean()
  floorPlans: boolean;

  @ApiProperty()
  @IsBoolean()
  dronePhotos: boolean;
}

class RentalPotentialInputDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 10_000_000 })
  @Max(10_000_000)
  @Min(0)
  @IsInt()
  monthlyRentEur: number;

  @ApiProperty({ minimum: 0, maximum: 100 })
  @Max(100)
  @Min(0)
  @IsNumber()
  annualYieldPct: number;

  @ApiProperty()
  @IsBoolean()
  touristLicense: boolean;

  @ApiProperty()
  @IsBoolean()
  managementService: boolean;
}

/** Every field of the rich property model, as the admin form sends it. */
export class PropertyDetailsInputDto {
  @ApiProperty({ pattern: '^[A-Z0-9][A-Z0-9-]{1,29}$', example: 'CC-SAN-001' })
  @Matches(/^[A-Z0-9][A-Z0-9-]{1,29}$/, {
    message: 'reference is 2 to 30 capital letters, digits and dashes',
    context: { code: 'invalid_reference' },
  })
  @IsString()
  reference: string;

  @ApiProperty({ enum: PROPERTY_TYPES, enumName: 'PropertyType' })
  @IsIn(PROPERTY_TYPES)
  type: PropertyType;

  @ApiProperty({ enum: LOCATIONS, enumName: 'LocationKey' })
  @IsIn(LOCATIONS)
  location: LocationKey;

  @ApiProperty({ type: () => ShortTextInputDto })
  @ValidateNested()
  @Type(() => ShortTextInputDto)
  @IsObject()
  @IsDefined()
  title: ShortTextInputDto;

  @ApiProperty({ type: () => ShortTextInputDto })
  @ValidateNested()
  @Type(() => ShortTextInputDto)
  @IsObject()
  @IsDefined()
  subtitle: ShortTextInputDto;

  @ApiProperty({
    type: () => LongTextInputDto,
    description: `Up to ${TEXT_LIMITS.long} characters per language`,
  })
  @ValidateNested()
  @Type(() => LongTextInputDto)
  @IsObject()
  @IsDefined()
  shortDescription: LongTextInputDto;

  @ApiProperty({ type: () => LongTextInputDto })
  @ValidateNested()
  @Type(() => LongTextInputDto)
  @IsObject()
  @IsDefined()
  fullDescription: LongTextInputDto;

  @ApiProperty({ type: () => SpecificationsInputDto })
  @ValidateNested()
  @Type(() => SpecificationsInputDto)
  @IsObject()
  @IsDefined()
  specifications: SpecificationsInputDto;

  @ApiProperty({
    enum: FEATURE_KEYS,
    enumName: 'FeatureKey',
    isArray: true,
    description: 'What search filters on',
  })
  @ArrayUnique()
  @IsIn(FEATURE_KEYS, { each: true })
  @IsArray()
  amenities: FeatureKey[];

  @ApiProperty({ type: () => FeatureGroupsInputDto })
  @ValidateNested()
  @Type(() => FeatureGroupsInputDto)
  @IsObject()
  @IsDefined()
  features: FeatureGroupsInputDto;

  @ApiProperty({ type: () => AddressInputDto })
  @ValidateNested()
  @Type(() => AddressInputDto)
  @IsObject()
  @IsDefined()
  address: AddressInputDto;

  @ApiProperty({ type: () => PriceInputDto })
  @ValidateNested()
  @Type(() => PriceInputDto)
  @IsObject()
  @IsDefined()
  price: PriceInputDto;

  @ApiProperty({ type: () => AgentInputDto })
  @ValidateNested()
  @Type(() => AgentInputDto)
  @IsObject()
  @IsDefined()
  agent: AgentInputDto;

  @ApiProperty({ type: () => GalleryInputDto })
  @ValidateNested()
  @Type(() => GalleryInputDto)
  @IsObject()
  @IsDefined()
  gallery: GalleryInputDto;

  @ApiProperty({ enum: ENERGY_RATINGS, enumName: 'EnergyRating' })
  @IsIn(ENERGY_RATINGS)
  energyRating: EnergyRating;

  @ApiPropertyOptional({
    type: () => RentalPotentialInputDto,
    nullable: true,
    description: 'Omit or null: none',
  })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @ValidateNested()
  @Type(() => RentalPotentialInputDto)
  @IsObject()
  rentalPotential?: RentalPotentialInputDto | null;

  @ApiProperty()
  @IsBoolean()
  featured: boolean;
}

/** The validated input as plain data: the location switch and the rental potential may be left out. */
type PropertyDetailsInput = Omit<PropertyDetails, 'address' | 'rentalPotential'> & {
  address: Omit<PropertyDetails['address'], 'hideExactLocation'> & { hideExactLocation?: boolean };
  rentalPotential?: PropertyDetails['rentalPotential'];
};

/** The validated input as the domain's value: plain data, no class instances in events; left out is off. */
export function toPropertyDetails(input: PropertyDetailsInputDto): PropertyDetails {
  const details = JSON.parse(JSON.stringify(input)) as PropertyDetailsInput;
  return {
    ...details,
    address: { ...details.address, hideExactLocation: details.address.hideExactLocation ?? false },
    rentalPotential: details.rentalPotential ?? null,
  };
}
