import { Query } from '@nestjs/cqrs';
import type { AdminOfferListDto } from '../get-sale/sale.dto';
import type { OfferFilter } from './list-offers.request.dto';

/** Offers across properties for the back office's inbox, the most recently changed first. */
export class ListOffersQuery extends Query<AdminOfferListDto> {
  constructor(
    readonly status: OfferFilter,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
