import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { UserListQuery } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

export const USERS_PAGE_SIZE = 25;

/** GET /api/users: accounts, newest first, with search and filters (owners only). */
export function listUsers(query: UserListQuery, signal?: AbortSignal) {
  const page = { ...query, pageSize: query.pageSize ?? USERS_PAGE_SIZE };
  return dataOf(signedInApi.GET('/api/users', { params: { query: page }, signal }));
}

export const usersQueryRoot = privateQueryKey('users', 'list');

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: [...usersQueryRoot, query] as const,
    queryFn: ({ signal }) => listUsers(query, signal),
    staleTime: 10_000,
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
