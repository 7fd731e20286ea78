import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { savedSearchesQueryKey } from '../../../widgets/saved-searches/saved-searches-api';

/** GET /api/me/saved-searches: the account's searches with their matches now and new since last seen. */
export function getSavedSearches(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/saved-searches', { signal }));
}

export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => getSavedSearches(signal),
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}
