import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ServiceList } from '../../../lib/api/types';

/**
 * GET /api/services: every service, premium or not, each with the `version` an edit sends back. The public
 * list carries every field the back office edits, so no separate admin read is needed.
 */
export function getAllServices(signal?: AbortSignal): Promise<ServiceList> {
  return apiRequest<ServiceList>('/services', { signal });
}

/** Shares the key of the public catalogue's unfiltered list: one cache, invalidated by every change. */
export const allServicesQueryKey = ['services', {}] as const;

export function allServicesQueryOptions() {
  return queryOptions({
    queryKey: allServicesQueryKey,
    queryFn: ({ signal }) => getAllServices(signal),
  });
}

export function useAllServices() {
  return useQuery(allServicesQueryOptions());
}
