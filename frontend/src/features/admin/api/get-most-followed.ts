import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** How many properties the dashboard lists. */
const MOST_FOLLOWED_COUNT = 5;

/** GET /api/admin/properties/most-followed: the properties most clients keep in their favorites. */
export function getMostFollowed(signal?: AbortSignal) {
  return dataOf(
    signedInApi.GET('/api/admin/properties/most-followed', {
      params: { query: { limit: MOST_FOLLOWED_COUNT } },
      signal,
    }),
  );
}

export function mostFollowedQueryOptions() {
  return queryOptions({
    queryKey: privateQueryKey('admin', 'most-followed'),
    queryFn: ({ signal }) => getMostFollowed(signal),
    staleTime: 30_000,
  });
}

export function useMostFollowed() {
  return useQuery(mostFollowedQueryOptions());
}
