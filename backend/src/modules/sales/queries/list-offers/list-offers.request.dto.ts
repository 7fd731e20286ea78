import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { trimToUndefined } from '../../../../platform/http/input-transforms';
import { PageRequestDto } from '../../../../platform/http/page-request.dto';

export const OFFER_FILTERS = ['open', 'all'] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number];

export class ListOffersRequestDto extends PageRequestDto {
  @ApiPropertyOptional({
    enum: OFFER_FILTERS,
    default: 'open',
    description: 'open: awaiting the seller or the buyer',
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsIn(OFFER_FILTERS)
  status?: OfferFilter;
}
