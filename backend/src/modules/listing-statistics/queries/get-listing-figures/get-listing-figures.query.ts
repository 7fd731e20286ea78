import { Query } from '@nestjs/cqrs';
import type { ListingFiguresDto } from '../get-listing-statistics/listing-statistics.dto';

/** A property's totals over Madrid days `from` to `to` (YYYY-MM-DD, both included); zeros for no activity. */
export class GetListingFiguresQuery extends Query<ListingFiguresDto> {
  constructor(
    readonly propertyId: string,
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}
