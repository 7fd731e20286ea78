import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { PropertySummary } from '../../../lib/api/types';

/** GET /api/properties/:id/similar: up to four other public properties like this one. */
export function getSimilarProperties(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PropertySummary[]> {
  return apiRequest<PropertySummary[]>(`/properties/${encodeURIComponent(id)}/similar`, { signal });
}

export function getSimilarPropertiesQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['properties', id, 'similar'],
    queryFn: ({ signal }) => getSimilarProperties(id, { signal }),
  });
}

export function useSimilarProperties(id: string) {
  return useQuery(getSimilarPropertiesQueryOptions(id));
}
