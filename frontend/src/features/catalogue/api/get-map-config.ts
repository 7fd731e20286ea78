import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';

/** GET /api/site/map-config: the tile style this installation's maps draw (null: no tiles). */
export function getMapConfig({ signal }: { signal?: AbortSignal } = {}, client: ApiClient = api) {
  return dataOf(client.GET('/api/site/map-config', { signal }));
}

export function getMapConfigQueryOptions(client?: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'map-config'],
    queryFn: ({ signal }) => getMapConfig({ signal }, client),
    // The installation's setting: it changes with a deployment, not while a page is open.
    staleTime: Infinity,
  });
}

export function useMapConfig() {
  return useQuery(getMapConfigQueryOptions());
}
