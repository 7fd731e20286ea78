import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/api/openapi-client';
import { refreshSavedSearches } from '../../../widgets/saved-searches/saved-searches-api';

/** POST /api/me/saved-searches/:id/seen: its results were opened, so none of them is new any more. */
export async function markSavedSearchSeen(id: string): Promise<void> {
  await signedInApi.POST('/api/me/saved-searches/{id}/seen', { params: { path: { id } } });
}

export function useMarkSavedSearchSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'seen'],
    mutationFn: markSavedSearchSeen,
    onSettled: () => refreshSavedSearches(queryClient),
  });
}
