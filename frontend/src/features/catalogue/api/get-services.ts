import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ServiceList } from '../../../lib/api/types';

export interface ServicesFilter {
  /** true: only premium services; false: only regular ones; omitted: all. */
  premium?: boolean;
}

/** GET /api/services?premium=true|false */
export function getServices(
  filter: ServicesFilter = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ServiceList> {
  return apiRequest<ServiceList>('/services', { query: { premium: filter.premium }, signal });
}

export function getServicesQueryOptions(filter: ServicesFilter = {}) {
  return queryOptions({
    queryKey: ['services', filter],
    queryFn: ({ signal }) => getServices(filter, { signal }),
  });
}

export function useServices(filter: ServicesFilter = {}) {
  return useQuery(getServicesQueryOptions(filter));
}
