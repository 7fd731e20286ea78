import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../lib/api/openapi-client';
import { privateQueryKey } from '../../lib/auth/session';

/** GET /api/admin/staff: the active admins and owners a viewing, an inquiry or a booking can be given to. */
export function getStaff(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/staff', { signal }));
}

export function staffQueryOptions() {
  return queryOptions({
    queryKey: privateQueryKey('staff'),
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 5 * 60_000,
  });
}

export function useStaff() {
  return useQuery(staffQueryOptions());
}
