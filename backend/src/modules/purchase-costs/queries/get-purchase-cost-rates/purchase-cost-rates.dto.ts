import { ApiProperty } from '@nestjs/swagger';
import { RATE_KEYS, type RateKey } from '../../domain/purchase-cost-rates';

export class PurchaseCostRateDto {
  @ApiProperty({ enum: RATE_KEYS, enumName: 'PurchaseCostRateKey' }) key: RateKey;
  @ApiProperty({ type: 'number', nullable: true, description: 'Percent, 0-100' }) ratePct: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'A reduced rate applies below this value' })
  maxValueEur: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) minEur: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) maxEur: number | null;
  @ApiProperty({ description: 'The legal source, as cited' }) source: string;
  @ApiProperty({ type: 'string', nullable: true }) sourceUrl: string | null;
  @ApiProperty({ example: '2024-01-01', description: 'In force since' }) effectiveFrom: string;
  @ApiProperty({ example: '2026-11-27', description: 'Last checked by the agency' }) reviewedOn: string;
}

/** The table of purchase costs; `version` goes back as expectedVersion with the owner's next edit. */
export class PurchaseCostRatesDto {
  @ApiProperty({ description: '0 while no table is recorded' }) version: number;
  @ApiProperty({ type: 'string', nullable: true, format: 'date-time' }) revisedAt: string | null;
  @ApiProperty({ type: () => [PurchaseCostRateDto] }) rates: PurchaseCostRateDto[];
}
