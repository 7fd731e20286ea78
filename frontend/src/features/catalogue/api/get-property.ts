import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';

/** GET /api/properties/:id: every field of one listing (404 `property_not_found` when unknown). */
export function getProperty(id: string, { signal }: { signal?: AbortSignal } = {}, client: ApiClient = api) {
  return dataOf(client.GET('/api/properties/{id}', { params: { path: { id } }, signal }));
}

/** `client`: the server renderer's in-process client, or the browser's by default. */
export function getPropertyQueryOptions(id: string, client?: ApiClient) {
  return queryOptions({
    queryKey: ['properties', id],
    queryFn: ({ signal }) => getProperty(id, { signal }, client),
  });
}

export function useProperty(id: string) {
  return useQuery(getPropertyQueryOptions(id));
}
