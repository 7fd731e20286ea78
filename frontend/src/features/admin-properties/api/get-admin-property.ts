import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { adminPropertiesQueryRoot } from './admin-property-keys';

/** GET /api/admin/properties/:id: one property in any status with the version an edit sends back. */
export function getAdminProperty(id: string, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/properties/{id}', { params: { path: { id } }, signal }));
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
