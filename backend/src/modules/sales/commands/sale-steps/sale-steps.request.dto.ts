import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { trim } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { SALE_LIMITS } from '../../domain/sale.decider';
import { DATE_PATTERN } from '../make-offer/offer-terms.request.dto';

const ANSWERS = ['accept', 'reject', 'counter'] as const;

/** The seller's answer as staff record it: a counter-offer names its terms. */
export class SellerAnswerRequestDto {
  @ApiProperty({ enum: ANSWERS, enumName: 'SellerAnswer' })
  @IsIn(ANSWERS)
  answer: (typeof ANSWERS)[number];

  @ApiPropertyOptional({ minimum: 1, maximum: SALE_LIMITS.maxAmountEur, description: 'Required to counter' })
  @ValidateIf((body: SellerAnswerRequestDto) => body.answer === 'counter' || body.amountEur !== undefined)
  @IsInt()
  @Min(1)
  @Max(SALE_LIMITS.maxAmountEur)
  amountEur?: number;

  @ApiPropertyOptional({ maxLength: SALE_LIMITS.conditions, default: '' })
  @Transform(trim)
  @IsOptionalButNotNull()
  @IsString()
  @MaxLength(SALE_LIMITS.conditions)
  conditions?: string;

  @ApiPropertyOptional({
    example: '2026-12-31',
    pattern: DATE_PATTERN.source,
    description: 'Required to counter',
  })
  @ValidateIf((body: SellerAnswerRequestDto) => body.answer === 'counter' || body.validUntil !== undefined)
  @IsString()
  @Matches(DATE_PATTERN, { message: 'validUntil is YYYY-MM-DD' })
  validUntil?: string;
}

export class ReserveSaleRequestDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: SALE_LIMITS.maxAmountEur,
    description: 'Whole euros; 10 % of the accepted amount when omitted',
  })
  @IsOptionalButNotNull()
  @IsInt()
  @Min(1)
  @Max(SALE_LIMITS.maxAmountEur)
  depositEur?: number;

  @ApiProperty({ example: '2026-12-20', pattern: DATE_PATTERN.source })
  @IsString()
  @Matches(DATE_PATTERN, { message: 'depositDueOn is YYYY-MM-DD' })
  depositDueOn: string;
}

export class DepositReceivedRequestDto {
  @ApiProperty({ example: '2026-12-18', pattern: DATE_PATTERN.source })
  @IsString()
  @Matches(DATE_PATTERN, { message: 'receivedOn is YYYY-MM-DD' })
  receivedOn: string;
}

export class CompleteSaleRequestDto {
  @ApiProperty({ example: '2027-02-01', pattern: DATE_PATTERN.source })
  @IsString()
  @Matches(DATE_PATTERN, { message: 'deedDate is YYYY-MM-DD' })
  deedDate: string;

  @ApiProperty({ minimum: 1, maximum: SALE_LIMITS.maxAmountEur, description: 'Whole euros' })
  @IsInt()
  @Min(1)
  @Max(SALE_LIMITS.maxAmountEur)
  finalPriceEur: number;
}

export class SaleFellThroughRequestDto {
  @ApiProperty({ minLength: 1, maxLength: SALE_LIMITS.reason })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SALE_LIMITS.reason)
  reason: string;
}
