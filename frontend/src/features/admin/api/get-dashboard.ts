import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/admin/dashboard: catalogue and booking counts and the five latest bookings (staff). */
export function getDashboard(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/dashboard', { signal }));
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: privateQueryKey('admin', 'dashboard'),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 30_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
