import { Query } from '@nestjs/cqrs';
import type { StatisticsPeriod } from './get-listing-statistics.request.dto';
import type { ListingStatisticsDto } from './listing-statistics.dto';

export class GetListingStatisticsQuery extends Query<ListingStatisticsDto> {
  constructor(
    readonly propertyId: string,
    readonly days: StatisticsPeriod,
  ) {
    super();
  }
}
