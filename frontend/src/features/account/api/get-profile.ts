import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/account/profile: personal info, contact info and preferences of the signed-in account. */
export function getProfile(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/account/profile', { signal }));
}

export const profileQueryKey = privateQueryKey('profile');

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
