import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';

export interface ServicesFilter {
  /** true: only premium services; false: only regular ones; omitted: all. */
  premium?: boolean;
}

/** GET /api/services?premium=true|false */
export function getServices(
  { premium }: ServicesFilter = {},
  { signal }: { signal?: AbortSignal } = {},
  client: ApiClient = api,
) {
  const query = { premium: premium === undefined ? undefined : premium ? 'true' : 'false' } as const;
  return dataOf(client.GET('/api/services', { params: { query }, signal }));
}

export function getServicesQueryOptions(filter: ServicesFilter = {}, client?: ApiClient) {
  return queryOptions({
    queryKey: ['services', filter],
    queryFn: ({ signal }) => getServices(filter, { signal }, client),
  });
}

export function useServices(filter: ServicesFilter = {}) {
  return useQuery(getServicesQueryOptions(filter));
}
