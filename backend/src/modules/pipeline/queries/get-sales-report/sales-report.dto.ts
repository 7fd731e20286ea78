import { ApiProperty } from '@nestjs/swagger';

export const FUNNEL_STAGES = ['inquiry', 'viewing', 'offer', 'reserved', 'completed'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export class SalesMonthDto {
  @ApiProperty({ example: '2026-11', description: 'A Madrid calendar month' }) month: string;
  @ApiProperty({ description: 'Sales whose deed was signed that month' }) sales: number;
  @ApiProperty({ description: 'Their final prices, whole euros' }) totalPriceEur: number;
  @ApiProperty({ description: 'The agency’s commission without IVA, euros with cents' })
  commissionEur: number;
  @ApiProperty({ description: 'The IVA on that commission, euros with cents' }) commissionVatEur: number;
}

export class FunnelStepDto {
  @ApiProperty({ enum: FUNNEL_STAGES, enumName: 'FunnelStage' }) stage: FunnelStage;
  @ApiProperty({ description: 'Deals that reached the stage or a later one in the period' })
  deals: number;
}

export class SalesReportDto {
  @ApiProperty() months: number;
  @ApiProperty({ format: 'date', description: 'The first day of the period (Madrid)' }) from: string;
  @ApiProperty({ format: 'date', description: 'Today (Madrid)' }) to: string;
  @ApiProperty({
    type: [SalesMonthDto],
    description: 'Every month of the period, oldest first, zeros included',
  })
  monthly: SalesMonthDto[];
  @ApiProperty({ type: [FunnelStepDto], description: 'Inquiry to completion, in stage order, never growing' })
  funnel: FunnelStepDto[];
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Median days from listing to reservation of the properties reserved in the period',
  })
  medianDaysOnMarket: number | null;
  @ApiProperty({ description: 'The reservations that median is taken over' }) reservations: number;
}
