import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { FEATURE_KEYS, LOCATIONS, PROPERTY_TYPES } from '../../domain/catalogue-enums';
import type { FeatureKey, LocationKey, PropertyType } from '../../domain/catalogue-enums';
import { AREA_LIMITS, parseArea, parseBoundingBox, type Parsed } from './map-area';
import { PROPERTY_SORTS, SEARCH_LIMITS, type PropertySearch, type PropertySort } from './property-search';

/** `?type=villa&type=house` and `?type=villa,house` both mean [villa, house]. */
const toList = ({ value }: { value: unknown }): unknown => {
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v) => typeof v === 'string')) return value;
  return [...new Set((values as string[]).flatMap((v) => v.split(',')).map((v) => v.trim()))].filter(
    (v) => v !== '',
  );
};
/** Whole numbers only: '12' -> 12; anything else stays as is and fails `@IsInt`. */
const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim()) ? Number(value) : value;
const trimmed = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** The upper bound of a range may not be below its lower bound. */
function NotBelow(lower: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notBelow',
      constraints: [lower],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const min = (args?.object as Record<string, unknown>)[lower];
          return typeof value !== 'number' || typeof min !== 'number' || value >= min;
        },
        defaultMessage: (args?: ValidationArguments) => `${args?.property} must not be below ${lower}`,
      },
    },
    { context: { code: 'invalid_range' } },
  );
}

/** A text the parser reads; its message says what is wrong (too few corners, crossing edges...). */
function Parses(parse: (text: string) => Parsed<unknown>, code: string): PropertyDecorator {
  const problem = (value: unknown) => {
    const parsed = parse(String(value));
    return parsed.ok ? null : parsed.message;
  };
  return ValidateBy(
    {
      name: 'parses',
      validator: {
        validate: (value: unknown) => problem(value) === null,
        defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? '',
      },
    },
    { context: { code } },
  );
}

/** Generous: 100 corners with any number of decimals a map may write. */
const MAX_AREA_TEXT = AREA_LIMITS.maxVertices * 80;

const WHOLE = { message: '$property must be a whole number' };

export class ListPropertiesRequestDto {
  @ApiPropertyOptional({
    enum: LOCATIONS,
    isArray: true,
    description: 'Any of these locations; repeat the parameter or separate with commas',
  })
  @IsOptionalButNotNull()
  @Transform(toList)
  @IsIn(LOCATIONS, { each: true, message: 'location must be one of: ' + LOCATIONS.join(', ') })
  location?: LocationKey[];

  @ApiPropertyOptional({
    enum: PROPERTY_TYPES,
    isArray: true,
    description: 'Any of these types; repeat the parameter or separate with commas',
  })
  @IsOptionalButNotNull()
  @Transform(toList)
  @IsIn(PROPERTY_TYPES, { each: true, message: 'type must be one of: ' + PROPERTY_TYPES.join(', ') })
  type?: PropertyType[];

  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Sale price in EUR, at least' })
  @IsOptionalButNotNull()
  @Transform(toInt)
  @Max(SEARCH_LIMITS.maxEur)
  @Min(0)
  @IsInt(WHOLE)
  priceMin?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Sale price in EUR, at most' })
  @IsOptionalButNotNull()
  @Transform(toInt)
  @NotBelow('priceMin')
  @Max(SEARCH_LIMITS.maxEur)
  @Min(0)
  @IsInt(WHOLE)
  priceMax?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 50, description: 'Bedrooms, at least' })
  @IsOptionalButNotNull()
  @Transform(toInt)
  @Max(50)
  @Min(0)
  @IsInt(WHOLE)
  bedroomsMin?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 50, description: 'Bathrooms, at least' })
  @IsOptionalButNotNull()
  @Transform(toInt)
  @Max(50)
  @Min(0)
  @IsInt(WHOLE)
  bathroomsMin?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Built size in m², at least' })
  @IsOptionalButNotNull()
  @Transform(toInt)
  @Max(SEARCH_LIMITS.maxM2)
  @Min(0)
  @IsInt(WHOLE)
  sizeMin?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Built size in m², at most' })
  @IsOptionalButNotNull()
  @Transform(toInt)
  @NotBelow('sizeMin')
  @Max(SEARCH_LIMITS.maxM2)
  @Min(0)
  @IsInt(WHOLE)
  sizeMax?: number;

  @ApiPropertyOptional({
    enum: FEATURE_KEYS,
    isArray: true,
    description: 'All of these features; repeat the parameter or separate with commas',
  })
  @IsOptionalButNotNull()
  @Transform(toList)
  @IsIn(FEATURE_KEYS, { each: true, message: 'features must be among: ' + FEATURE_KEYS.join(', ') })
  features?: FeatureKey[];

  @ApiPropertyOptional({
    maxLength: SEARCH_LIMITS.maxText,
    description: 'Text contained in the title (any language), location, area or city; case-insensitive',
  })
  @IsOptionalButNotNull()
  @Transform(trimmed)
  @MaxLength(SEARCH_LIMITS.maxText)
  @IsString()
  q?: string;

  @ApiPropertyOptional({
    example: '-3.85,43.44,-3.76,43.49',
    description:
      'Only properties whose map point lies in this rectangle (edges included): west,south,east,north in ' +
      'decimal degrees, west < east, south < north. Properties without a location never match.',
  })
  @IsOptionalButNotNull()
  @Parses(parseBoundingBox, 'invalid_bbox')
  @MaxLength(200)
  @IsString()
  bbox?: string;

  @ApiPropertyOptional({
    example: '-3.82,43.46;-3.78,43.47;-3.79,43.44',
    description:
      `Only properties whose map point lies in this polygon (edges included): ${AREA_LIMITS.minVertices} to ` +
      `${AREA_LIMITS.maxVertices} corners lng,lat separated by semicolons, closed implicitly (a last corner ` +
      'equal to the first is dropped), without crossing edges. Properties without a location never match.',
  })
  @IsOptionalButNotNull()
  @Parses(parseArea, 'invalid_area')
  @MaxLength(MAX_AREA_TEXT)
  @IsString()
  area?: string;

  @ApiPropertyOptional({ enum: PROPERTY_SORTS, default: 'newest' })
  @IsOptionalButNotNull()
  @IsIn(PROPERTY_SORTS, { message: 'sort must be one of: ' + PROPERTY_SORTS.join(', ') })
  sort?: PropertySort;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: SEARCH_LIMITS.maxPage,
    description: `Page size. Without it the answer holds every match up to ${SEARCH_LIMITS.maxPage} (the SPA's first version asked without parameters); 'load more' asks e.g. limit=12 and offset=nextOffset`,
  })
  @IsOptionalButNotNull()
  @Transform(toInt)
  @Max(SEARCH_LIMITS.maxPage)
  @Min(1)
  @IsInt(WHOLE)
  limit?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: SEARCH_LIMITS.maxOffset, default: 0 })
  @IsOptionalButNotNull()
  @Transform(toInt)
  @Max(SEARCH_LIMITS.maxOffset)
  @Min(0)
  @IsInt(WHOLE)
  offset?: number;
}

/** A validated request as the search reads it: the map filters parsed into numbers. */
export function toPropertySearch(
  request: Omit<ListPropertiesRequestDto, 'sort' | 'limit' | 'offset'> &
    Partial<Pick<ListPropertiesRequestDto, 'sort' | 'limit' | 'offset'>>,
): PropertySearch {
  const { bbox, area, ...rest } = request;
  const parsedBox = bbox === undefined ? undefined : parseBoundingBox(bbox);
  const parsedArea = area === undefined ? undefined : parseArea(area);
  return {
    ...rest,
    ...(parsedBox?.ok ? { bbox: parsedBox.value } : {}),
    ...(parsedArea?.ok ? { area: parsedArea.value } : {}),
  };
}
