// What other modules may use of listing statistics; everything else is its own.

// Queries and their answers
export { GetListingStatisticsQuery } from './queries/get-listing-statistics/get-listing-statistics.query';
export { GetListingFiguresQuery } from './queries/get-listing-figures/get-listing-figures.query';
export {
  ListingFiguresDto,
  ListingStatisticsDto,
} from './queries/get-listing-statistics/listing-statistics.dto';
