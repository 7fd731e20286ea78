import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';

/** GET /api/properties/:id/similar: up to four other public properties like this one. */
export function getSimilarProperties(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
  client: ApiClient = api,
) {
  return dataOf(client.GET('/api/properties/{id}/similar', { params: { path: { id } }, signal }));
}

export function getSimilarPropertiesQueryOptions(id: string, client?: ApiClient) {
  return queryOptions({
    queryKey: ['properties', id, 'similar'],
    queryFn: ({ signal }) => getSimilarProperties(id, { signal }, client),
  });
}

export function useSimilarProperties(id: string) {
  return useQuery(getSimilarPropertiesQueryOptions(id));
}
