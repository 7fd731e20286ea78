import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { PropertyStatus } from '../../../lib/api/types';
import { adminPropertiesQueryRoot } from './admin-property-keys';

export const ADMIN_PROPERTIES_PAGE_SIZE = 20;

export interface AdminPropertiesFilter {
  q?: string;
  status?: PropertyStatus;
  page: number;
}

/** GET /api/admin/properties: every property in any status, last changed first (admins and owners). */
export function listAdminProperties({ q, status, page }: AdminPropertiesFilter, signal?: AbortSignal) {
  const query = {
    q,
    status: status && [status],
    limit: ADMIN_PROPERTIES_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PROPERTIES_PAGE_SIZE,
  };
  return dataOf(signedInApi.GET('/api/admin/properties', { params: { query }, signal }));
}

export function adminPropertiesQueryOptions(filter: AdminPropertiesFilter) {
  return queryOptions({
    queryKey: [...adminPropertiesQueryRoot, 'list', filter] as const,
    queryFn: ({ signal }) => listAdminProperties(filter, signal),
    staleTime: 10_000,
    // The table keeps showing the previous answer while the next search loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProperties(filter: AdminPropertiesFilter) {
  return useQuery(adminPropertiesQueryOptions(filter));
}
