import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { EXPERIENCE_TYPES, type ExperienceType } from '../domain/catalogue-enums';
import {
  MAX_GUESTS_PER_DATE_LIMIT,
  PRICE_BASES,
  type ExperienceDetails,
  type PriceBasis,
  type ServiceDetails,
} from '../domain/offering';
import { ImageInputDto, LongTextInputDto, ShortTextInputDto } from './catalogue-inputs.dto';

const MAX_PRICE = 10_000_000;
const MAX_HIGHLIGHTS = 20;

/** A service as the admin form sends it. */
export class ServiceDetailsInputDto {
  @ApiProperty({ type: () => ShortTextInputDto })
  @ValidateNested()
  @Type(() => ShortTextInputDto)
  @IsObject()
  @IsDefined()
  title: ShortTextInputDto;

  @ApiProperty({ type: () => LongTextInputDto })
  @ValidateNested()
  @Type(() => LongTextInputDto)
  @IsObject()
  @IsDefined()
  description: LongTextInputDto;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PRICE, description: "Shown as 'from N EUR'" })
  @Max(MAX_PRICE)
  @Min(1)
  @IsInt()
  priceFromEur: number;

  @ApiProperty({ type: () => ImageInputDto })
  @ValidateNested()
  @Type(() => ImageInputDto)
  @IsObject()
  @IsDefined()
  image: ImageInputDto;

  @ApiProperty({ description: 'Listed on /premium-services' })
  @IsBoolean()
  premium: boolean;

  @ApiProperty({
    type: () => ShortTextInputDto,
    isArray: true,
    maxItems: MAX_HIGHLIGHTS,
    description: 'What the premium panel lists',
  })
  @ArrayMaxSize(MAX_HIGHLIGHTS)
  @ValidateNested({ each: true })
  @Type(() => ShortTextInputDto)
  @IsObject({ each: true })
  @IsArray()
  highlights: ShortTextInputDto[];
}

/** An experience as the admin form sends it. */
export class ExperienceDetailsInputDto {
  @ApiProperty({ type: () => ShortTextInputDto })
  @ValidateNested()
  @Type(() => ShortTextInputDto)
  @IsObject()
  @IsDefined()
  title: ShortTextInputDto;

  @ApiProperty({ type: () => LongTextInputDto })
  @ValidateNested()
  @Type(() => LongTextInputDto)
  @IsObject()
  @IsDefined()
  description: LongTextInputDto;

  @ApiProperty({ type: () => ShortTextInputDto, description: "e.g. '3 horas', 'Día completo'" })
  @ValidateNested()
  @Type(() => ShortTextInputDto)
  @IsObject()
  @IsDefined()
  duration: ShortTextInputDto;

  @ApiProperty({ enum: EXPERIENCE_TYPES, enumName: 'ExperienceType' })
  @IsIn(EXPERIENCE_TYPES)
  type: ExperienceType;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PRICE })
  @Max(MAX_PRICE)
  @Min(1)
  @IsInt()
  priceEur: number;

  @ApiProperty({
    enum: PRICE_BASES,
    enumName: 'PriceBasis',
    description: 'per_person: the price times the guests; per_group: the price for the whole party',
  })
  @IsIn(PRICE_BASES)
  priceBasis: PriceBasis;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_GUESTS_PER_DATE_LIMIT,
    description: 'The most guests all bookings of one date may bring together',
  })
  @Max(MAX_GUESTS_PER_DATE_LIMIT)
  @Min(1)
  @IsInt()
  maxGuestsPerDate: number;

  @ApiProperty({ type: () => ImageInputDto })
  @ValidateNested()
  @Type(() => ImageInputDto)
  @IsObject()
  @IsDefined()
  image: ImageInputDto;
}

/** Validated input as plain data (no class instances in events). */
export const toServiceDetails = (input: ServiceDetailsInputDto): ServiceDetails =>
  JSON.parse(JSON.stringify(input)) as ServiceDetails;
export const toExperienceDetails = (input: ExperienceDetailsInputDto): ExperienceDetails =>
  JSON.parse(JSON.stringify(input)) as ExperienceDetails;
