import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PHONE_PATTERN } from '../../../../platform/http/field-patterns';
import { trim } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { MANDATE_LIMITS } from '../../domain/mandate.decider';

const code = (value: string) => ({ context: { code: value } });
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The version the screen showed; optional (without it the change is made on the latest state). */
class VersionedDto {
  @ApiPropertyOptional({ minimum: 0, description: 'The version the screen showed (409 version_conflict)' })
  @IsOptionalButNotNull()
  @IsInt()
  @Min(0)
  expectedVersion?: number;
}

export class RecordMandateRequestDto extends VersionedDto {
  @ApiProperty({ description: 'Whether the agency alone may sell the property' })
  @IsBoolean({ ...code('mandate_exclusive_invalid'), message: 'exclusive is true or false' })
  exclusive: boolean;

  @ApiProperty({
    example: 3.5,
    minimum: 0.01,
    maximum: MANDATE_LIMITS.maxCommissionPercent,
    description: 'Percent of the sale price, two decimals at most; IVA is added on top',
  })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { ...code('mandate_commission_invalid'), message: 'The commission has two decimals at most' },
  )
  @Min(0.01, { ...code('mandate_commission_invalid'), message: 'The commission is above 0' })
  @Max(MANDATE_LIMITS.maxCommissionPercent, {
    ...code('mandate_commission_invalid'),
    message: 'The commission is at most 10 %',
  })
  commissionPercent: number;

  @ApiProperty({ example: '2026-12-01', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Madrid date' })
  @IsString({ ...code('mandate_date_invalid'), message: 'startsOn is YYYY-MM-DD' })
  @Matches(DATE, { ...code('mandate_date_invalid'), message: 'startsOn is YYYY-MM-DD' })
  startsOn: string;

  @ApiProperty({
    example: '2027-06-01',
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'Madrid date, after startsOn',
  })
  @IsString({ ...code('mandate_date_invalid'), message: 'endsOn is YYYY-MM-DD' })
  @Matches(DATE, { ...code('mandate_date_invalid'), message: 'endsOn is YYYY-MM-DD' })
  endsOn: string;

  @ApiProperty({ example: 2450000, minimum: 1, maximum: MANDATE_LIMITS.maxAskingPriceEur })
  @IsInt({ ...code('mandate_price_invalid'), message: 'The asking price is whole euros' })
  @Min(1, { ...code('mandate_price_invalid'), message: 'The asking price is above 0' })
  @Max(MANDATE_LIMITS.maxAskingPriceEur, { ...code('mandate_price_invalid'), message: 'Too high' })
  askingPriceEur: number;
}

export class SellerRequestDto extends VersionedDto {
  @ApiProperty({ maxLength: MANDATE_LIMITS.name, example: 'Marta Ruiz Sainz' })
  @Transform(trim)
  @IsString({ ...code('seller_name_required'), message: 'The name is required' })
  @IsNotEmpty({ ...code('seller_name_required'), message: 'The name is required' })
  @MaxLength(MANDATE_LIMITS.name, { ...code('seller_name_too_long'), message: 'The name is too long' })
  name: string;

  @ApiProperty({ format: 'email', maxLength: MANDATE_LIMITS.email })
  @Transform(trim)
  @IsString({ ...code('seller_email_invalid'), message: 'The e-mail address is not valid' })
  @MaxLength(MANDATE_LIMITS.email, { ...code('seller_email_invalid'), message: 'The address is too long' })
  @IsEmail({}, { ...code('seller_email_invalid'), message: 'The e-mail address is not valid' })
  email: string;

  @ApiProperty({ pattern: PHONE_PATTERN.source, example: '+34 612 345 612' })
  @Transform(trim)
  @IsString({ ...code('seller_phone_invalid'), message: 'The phone number is not valid' })
  @Matches(PHONE_PATTERN, { ...code('seller_phone_invalid'), message: 'The phone number is not valid' })
  phone: string;

  @ApiProperty({ enum: LANGUAGES, description: 'The language the agency writes to the seller in' })
  @IsIn(LANGUAGES, { ...code('seller_language_invalid'), message: 'Choose one of the five languages' })
  language: Language;
}

export class MandateChangedDto {
  @ApiProperty({ description: 'The mandate’s version after the change' }) version: number;
}

export class SellerAddedDto extends MandateChangedDto {
  @ApiProperty({ format: 'uuid' }) sellerId: string;
}
