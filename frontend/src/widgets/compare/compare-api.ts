import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, type ApiClient } from '../../lib/api/openapi-client';

/** GET /api/properties/compare: 1 to 4 public properties side by side, and the ids no longer public. */
export function getComparison(
  ids: readonly string[],
  { signal }: { signal?: AbortSignal } = {},
  client: ApiClient = api,
) {
  return dataOf(client.GET('/api/properties/compare', { params: { query: { ids: [...ids] } }, signal }));
}

export function comparisonQueryOptions(ids: readonly string[], client?: ApiClient) {
  return queryOptions({
    queryKey: ['properties', 'compare', ...ids],
    queryFn: ({ signal }) => getComparison(ids, { signal }, client),
    staleTime: 60_000,
  });
}

/** The comparison of `ids` (none asked while the list is empty); the previous one shows while it changes. */
export function useComparison(ids: readonly string[]) {
  return useQuery({
    ...comparisonQueryOptions(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
