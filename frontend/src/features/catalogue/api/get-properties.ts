import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { PropertyList } from '../../../lib/api/types';

/** GET /api/properties: the public listings, newest first. */
export function getProperties({ signal }: { signal?: AbortSignal } = {}): Promise<PropertyList> {
  return apiRequest<PropertyList>('/properties', { signal });
}

export function getPropertiesQueryOptions() {
  return queryOptions({
    queryKey: ['properties'],
    queryFn: ({ signal }) => getProperties({ signal }),
  });
}

export function useProperties() {
  return useQuery(getPropertiesQueryOptions());
}
