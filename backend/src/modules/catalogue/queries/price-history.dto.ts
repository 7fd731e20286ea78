import { ApiProperty } from '@nestjs/swagger';

/** The latest reduction of a listing's price, while it is recent and in force. */
export class PriceReductionDto {
  @ApiProperty({ description: 'Whole percent below the previous price (6 for "reduced by 6 %")' })
  percent: number;
  @ApiProperty() previousPriceEur: number;
  @ApiProperty({ format: 'date-time', description: 'When the price was reduced' }) at: string;
}

/** One price of a listing's public history: the first listing price, then each change. */
export class PriceHistoryEntryDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty() priceEur: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Whole percent from the previous price (negative for a reduction); null for the first price',
  })
  changePercent: number | null;
}
