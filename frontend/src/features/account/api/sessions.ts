import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

const sessionsQueryKey = privateQueryKey('sessions');

/** GET /api/me/sessions: the account's live sessions, the most recently active first, this one marked. */
export function getSessions(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/sessions', { signal }));
}

export function useSessions() {
  return useQuery(queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) }));
}

/** DELETE /api/me/sessions/:id: that browser's next request is refused. */
export async function endSession(id: string): Promise<void> {
  await signedInApi.DELETE('/api/me/sessions/{id}', { params: { path: { id } } });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sessions', 'end'],
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
