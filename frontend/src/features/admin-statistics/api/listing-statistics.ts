import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** The periods the panel offers: the last 30, 90 or 365 days, today included. */
export const STATISTICS_PERIODS = [30, 90, 365] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** GET /api/admin/properties/:propertyId/statistics: the figures per day and the period before. */
export function getListingStatistics(propertyId: string, days: StatisticsPeriod, signal?: AbortSignal) {
  return dataOf(
    signedInApi.GET('/api/admin/properties/{propertyId}/statistics', {
      params: { path: { propertyId }, query: { days } },
      signal,
    }),
  );
}

export type ListingStatistics = Awaited<ReturnType<typeof getListingStatistics>>;
export type ListingFigures = ListingStatistics['period']['totals'];

export function listingStatisticsQueryOptions(propertyId: string, days: StatisticsPeriod) {
  return queryOptions({
    queryKey: privateQueryKey('listing-statistics', propertyId, days),
    queryFn: ({ signal }) => getListingStatistics(propertyId, days, signal),
    // Another period keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useListingStatistics(propertyId: string, days: StatisticsPeriod) {
  return useQuery(listingStatisticsQueryOptions(propertyId, days));
}
