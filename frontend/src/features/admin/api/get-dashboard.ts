import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { AdminDashboard } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/admin/dashboard: catalogue and booking counts and the five latest bookings (staff). */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('/admin/dashboard', { auth: 'required', signal });
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
