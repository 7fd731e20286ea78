import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { AdminPropertyDetail } from '../../../lib/api/types';
import { adminPropertiesQueryRoot } from './admin-property-keys';

/** GET /api/admin/properties/:id: one property in any status with the version an edit sends back. */
export function getAdminProperty(id: string, signal?: AbortSignal): Promise<AdminPropertyDetail> {
  return apiRequest<AdminPropertyDetail>(`/admin/properties/${encodeURIComponent(id)}`, {
    auth: 'required',
    signal,
  });
}

export function adminPropertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminPropertiesQueryRoot, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminProperty(id, signal),
    // The form keeps what it loaded; a reload is asked for explicitly (after a conflict).
    staleTime: Infinity,
  });
}

export function useAdminProperty(id: string) {
  return useQuery(adminPropertyQueryOptions(id));
}
