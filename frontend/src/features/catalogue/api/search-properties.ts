import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';
import type { PropertyList } from '../../../lib/api/types';
import {
  filtersToParams,
  toApiQuery,
  type PropertyFilters,
} from '../../../widgets/property-search/property-filters';
import { PAGE_SIZE } from '../../../widgets/property-search/search-options';

/** GET /api/properties: one page of the public properties matching a search. */
export function searchProperties(
  filters: PropertyFilters,
  offset: number,
  { signal }: { signal?: AbortSignal } = {},
  client: ApiClient = api,
) {
  const query = toApiQuery(filters, { limit: PAGE_SIZE, offset });
  return dataOf(client.GET('/api/properties', { params: { query }, signal }));
}

/** Pages of a search, 'load more' asking the next one at the API's `nextOffset`. */
export function searchPropertiesQueryOptions(filters: PropertyFilters, client?: ApiClient) {
  return infiniteQueryOptions({
    queryKey: ['properties', 'search', filtersToParams(filters).toString()],
    queryFn: ({ pageParam, signal }) => searchProperties(filters, pageParam, { signal }, client),
    initialPageParam: 0,
    getNextPageParam: (last: PropertyList) => last.nextOffset ?? undefined,
  });
}

export function useSearchProperties(filters: PropertyFilters) {
  return useInfiniteQuery(searchPropertiesQueryOptions(filters));
}
