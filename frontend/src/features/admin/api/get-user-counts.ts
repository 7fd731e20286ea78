import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/users/count: how many accounts there are, by role and state (admins and owners). */
export function getUserCounts(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/users/count', { signal }));
}

export const userCountsQueryKey = privateQueryKey('users', 'count');

export function userCountsQueryOptions() {
  return queryOptions({
    queryKey: userCountsQueryKey,
    queryFn: ({ signal }) => getUserCounts(signal),
    staleTime: 30_000,
  });
}

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
