import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/me/overview: next viewing, open bookings, unread replies and what is new, at a glance. */
export function getOverview(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/overview', { signal }));
}

export function overviewQueryOptions() {
  // Fetched each time the tab opens: the other tabs change what it sums up.
  return queryOptions({
    queryKey: privateQueryKey('me', 'overview'),
    queryFn: ({ signal }) => getOverview(signal),
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
