import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../lib/api/openapi-client';
import type { SaveSearchRequest } from '../../lib/api/types';
import { privateQueryKey } from '../../lib/auth/session';

/** The signed-in account's saved searches (`GET /api/me/saved-searches`, read by the client's panel). */
export const savedSearchesQueryKey = privateQueryKey('saved-searches');

/** POST /api/me/saved-searches: 409 `saved_searches_limit` when the account already has its maximum. */
export function createSavedSearch(body: SaveSearchRequest) {
  return dataOf(signedInApi.POST('/api/me/saved-searches', { body }));
}

export function refreshSavedSearches(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'create'],
    mutationFn: createSavedSearch,
    onSuccess: () => refreshSavedSearches(queryClient),
  });
}
