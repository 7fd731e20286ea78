import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { lowerCaseEmail, trim } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { SALE_LIMITS } from '../../domain/sale.decider';
import { FINANCING, type Financing } from '../../domain/sale.events';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** What every round of an offer names: an amount, conditions and how long it stands. */
export class OfferTermsDto {
  @ApiProperty({ minimum: 1, maximum: SALE_LIMITS.maxAmountEur, description: 'Whole euros' })
  @IsInt()
  @Min(1)
  @Max(SALE_LIMITS.maxAmountEur)
  amountEur: number;

  @ApiPropertyOptional({ maxLength: SALE_LIMITS.conditions, default: '' })
  @Transform(trim)
  @IsOptionalButNotNull()
  @IsString()
  @MaxLength(SALE_LIMITS.conditions)
  conditions?: string;

  @ApiProperty({
    example: '2026-12-31',
    pattern: DATE_PATTERN.source,
    description: `Madrid date, today to ${SALE_LIMITS.validDays} days ahead: the offer stands until that day ends`,
  })
  @IsString()
  @Matches(DATE_PATTERN, { message: 'validUntil is YYYY-MM-DD' })
  validUntil: string;
}

export class OfferRequestDto extends OfferTermsDto {
  @ApiProperty({ enum: FINANCING, enumName: 'OfferFinancing' })
  @IsIn(FINANCING)
  financing: Financing;
}

export class MakeOfferRequestDto extends OfferRequestDto {
  @ApiProperty({ example: 'villa-sardinero-santander' })
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'propertyId is not a property id' })
  propertyId: string;
}

export class RecordOfferRequestDto extends OfferRequestDto {
  @ApiProperty({ format: 'email', description: 'The registered client the offer is recorded for' })
  @Transform(lowerCaseEmail)
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  @IsEmail({}, { message: 'The email address is not valid' })
  clientEmail: string;
}
