import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/api/openapi-client';
import type { SavedSearchList, UpdateSavedSearchRequest } from '../../../lib/api/types';
import {
  refreshSavedSearches,
  savedSearchesQueryKey,
} from '../../../widgets/saved-searches/saved-searches-api';

export interface SavedSearchChange {
  id: string;
  changes: UpdateSavedSearchRequest;
}

/** PATCH /api/me/saved-searches/:id: a new name or alert frequency (404 `saved_search_not_found`). */
export async function changeSavedSearch({ id, changes }: SavedSearchChange): Promise<void> {
  await signedInApi.PATCH('/api/me/saved-searches/{id}', { params: { path: { id } }, body: changes });
}

/** Renames a search or changes its alerts: the list shows the change at once, and goes back if refused. */
export function useChangeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'change'],
    mutationFn: changeSavedSearch,
    onMutate: async ({ id, changes }: SavedSearchChange) => {
      await queryClient.cancelQueries({ queryKey: savedSearchesQueryKey });
      const previous = queryClient.getQueryData<SavedSearchList>(savedSearchesQueryKey);
      queryClient.setQueryData<SavedSearchList>(
        savedSearchesQueryKey,
        (list) =>
          list && {
            ...list,
            items: list.items.map((search) => (search.id === id ? { ...search, ...changes } : search)),
          },
      );
      return { previous };
    },
    onError: (_error, _change, result) => {
      if (result?.previous) queryClient.setQueryData(savedSearchesQueryKey, result.previous);
    },
    onSettled: () => refreshSavedSearches(queryClient),
  });
}
