import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/openapi-client';

/** GET /api/properties/:id/similar: up to four other public properties like this one. */
export function getSimilarProperties(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return dataOf(api.GET('/api/properties/{id}/similar', { params: { path: { id } }, signal }));
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
