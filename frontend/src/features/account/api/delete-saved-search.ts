import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/api/openapi-client';
import { refreshSavedSearches } from '../../../widgets/saved-searches/saved-searches-api';

/** DELETE /api/me/saved-searches/:id: the search and its alerts end. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await signedInApi.DELETE('/api/me/saved-searches/{id}', { params: { path: { id } } });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'delete'],
    mutationFn: deleteSavedSearch,
    onSuccess: () => refreshSavedSearches(queryClient),
  });
}
