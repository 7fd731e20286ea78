import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/admin/users/:id (admins and owners): one account's facts. */
export function getUser(id: string, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/users/{id}', { params: { path: { id } }, signal }));
}

export function userQueryOptions(id: string) {
  return queryOptions({
    // Under `users`: a change of role or state (which invalidates `users`) reads it again.
    queryKey: privateQueryKey('users', 'detail', id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
