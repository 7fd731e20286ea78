import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../../lib/api/openapi-client';
import {
  filtersToParams,
  toApiMapArea,
  toSearchFilters,
  type PropertyFilters,
} from '../../../widgets/property-search/property-filters';

/** GET /api/properties/map: where every listing of a search is, with its price (capped at the API's limit). */
export function searchPropertyMap(
  filters: PropertyFilters,
  { signal }: { signal?: AbortSignal } = {},
  client: ApiClient = api,
) {
  const query = { ...toSearchFilters(filters), ...toApiMapArea(filters) };
  return dataOf(client.GET('/api/properties/map', { params: { query }, signal }));
}

/** The order of the list does not move a marker: the key leaves it out. */
function mapKey(filters: PropertyFilters): string {
  const params = filtersToParams(filters);
  params.delete('sort');
  return params.toString();
}

export function searchPropertyMapQueryOptions(filters: PropertyFilters, client?: ApiClient) {
  return queryOptions({
    queryKey: ['properties', 'map', mapKey(filters)],
    queryFn: ({ signal }) => searchPropertyMap(filters, { signal }, client),
  });
}

/** The markers of a search; the previous ones stay on the map while a changed search loads. */
export function useSearchPropertyMap(filters: PropertyFilters, enabled: boolean) {
  return useQuery({ ...searchPropertyMapQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
