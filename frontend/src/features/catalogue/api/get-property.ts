import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { PropertyDetail } from '../../../lib/api/types';

/** GET /api/properties/:id: every field of one listing (404 `property_not_found` when unknown). */
export function getProperty(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<PropertyDetail> {
  return apiRequest<PropertyDetail>(`/properties/${encodeURIComponent(id)}`, { signal });
}

export function getPropertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['properties', id],
    queryFn: ({ signal }) => getProperty(id, { signal }),
  });
}

export function useProperty(id: string) {
  return useQuery(getPropertyQueryOptions(id));
}
