import { ApiProperty } from '@nestjs/swagger';
import { OfferDto } from '../offer.dto';

export const SALE_STAGES = ['open', 'offer_accepted', 'reserved', 'completed'] as const;
export type SaleStage = (typeof SALE_STAGES)[number];

export class OfferBuyerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

/** An offer as staff compare it: with the buyer. */
export class AdminOfferDto extends OfferDto {
  @ApiProperty({ type: () => OfferBuyerDto, nullable: true, description: 'null once the account is gone' })
  buyer: OfferBuyerDto | null;
}

export class DealDto {
  @ApiProperty({ format: 'uuid' }) offerId: string;
  @ApiProperty({ type: String, nullable: true, description: 'null once the account is gone' })
  buyerName: string | null;
  @ApiProperty() acceptedAmountEur: number;
  @ApiProperty({ type: Number, nullable: true }) depositEur: number | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-20' }) depositDueOn: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-18' }) depositReceivedOn: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2027-02-01' }) deedDate: string | null;
  @ApiProperty({ type: Number, nullable: true }) finalPriceEur: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The mandate’s percentage of the final price, to the cent; null without a mandate',
  })
  commissionEur: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'IVA (21 %) on the commission, to the cent' })
  commissionVatEur: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Set when the deal fell through' })
  fellThroughReason: string | null;
}

/** A property's sale as staff work on it: its offers side by side and the deal. */
export class SaleDto {
  @ApiProperty() propertyId: string;
  @ApiProperty({ enum: SALE_STAGES, enumName: 'SaleStage' }) stage: SaleStage;
  @ApiProperty({ type: () => AdminOfferDto, isArray: true, description: 'Newest first' })
  offers: AdminOfferDto[];
  @ApiProperty({
    type: () => DealDto,
    nullable: true,
    description: 'The current deal, or the last one when it fell through; null before any acceptance',
  })
  deal: DealDto | null;
  @ApiProperty({ description: 'The sale stream’s version (0 before the first offer)' }) version: number;
}

export class AdminOfferListDto {
  @ApiProperty({ type: () => AdminOfferDto, isArray: true }) items: AdminOfferDto[];
  @ApiProperty({ description: 'Offers matching the filter, all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
