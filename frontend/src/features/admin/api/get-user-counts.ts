import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { UserCounts } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/users/count: how many accounts there are, by role and state (admins and owners). */
export function getUserCounts(signal?: AbortSignal): Promise<UserCounts> {
  return apiRequest<UserCounts>('/users/count', { auth: 'required', signal });
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
