import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/openapi-client';

/** GET /api/properties/:id: every field of one listing (404 `property_not_found` when unknown). */
export function getProperty(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return dataOf(api.GET('/api/properties/{id}', { params: { path: { id } }, signal }));
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
