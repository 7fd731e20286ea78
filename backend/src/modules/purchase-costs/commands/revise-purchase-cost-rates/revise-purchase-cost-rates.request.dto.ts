import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { RATE_KEYS, type RateKey } from '../../domain/purchase-cost-rates';

const notNull = (_: object, value: unknown) => value !== null;

/**
 * One row as the owner edits it. The shape is checked here (400); what the numbers mean (a rate above
 * 100 %, a range upside down, a missing source) is the decider's rule (422, with each row's field path).
 */
export class PurchaseCostRateInputDto {
  @ApiProperty({ enum: RATE_KEYS, enumName: 'PurchaseCostRateKey' })
  @IsIn(RATE_KEYS)
  key: RateKey;

  @ApiProperty({ type: 'number', nullable: true, description: 'Percent, 0-100' })
  @ValidateIf(notNull)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 })
  ratePct: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'A reduced rate applies below this value' })
  @ValidateIf(notNull)
  @IsInt()
  maxValueEur: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  @ValidateIf(notNull)
  @IsInt()
  minEur: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  @ValidateIf(notNull)
  @IsInt()
  maxEur: number | null;

  @ApiProperty({ maxLength: 500 })
  @MaxLength(500)
  @IsString()
  @IsDefined()
  source: string;

  @ApiProperty({ type: 'string', nullable: true, maxLength: 500 })
  @ValidateIf(notNull)
  @Matches(/^https:\/\/\S{1,490}$/, { context: { code: 'invalid_url' } })
  @IsString()
  sourceUrl: string | null;

  @ApiProperty({ example: '2024-01-01' })
  @IsString()
  @IsDefined()
  effectiveFrom: string;

  @ApiProperty({ example: '2026-11-27' })
  @IsString()
  @IsDefined()
  reviewedOn: string;
}

export class RevisePurchaseCostRatesRequestDto {
  @ApiProperty({
    minimum: 1,
    description: 'The version the form loaded; a newer one answers 409 version_conflict',
  })
  @Min(1)
  @IsInt()
  expectedVersion: number;

  @ApiProperty({ type: () => [PurchaseCostRateInputDto] })
  @ValidateNested({ each: true })
  @Type(() => PurchaseCostRateInputDto)
  @IsObject({ each: true })
  @ArrayMaxSize(50)
  @IsArray()
  @IsDefined()
  rates: PurchaseCostRateInputDto[];
}
