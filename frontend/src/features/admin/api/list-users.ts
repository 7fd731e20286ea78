import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { UserList, UserListQuery } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

export const USERS_PAGE_SIZE = 25;

/** GET /api/users: accounts, newest first, with search and filters (owners only). */
export function listUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserList> {
  return apiRequest<UserList>('/users', {
    auth: 'required',
    query: { ...query, pageSize: query.pageSize ?? USERS_PAGE_SIZE },
    signal,
  });
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
