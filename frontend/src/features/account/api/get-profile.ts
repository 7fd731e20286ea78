import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { Profile } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/account/profile: personal info, contact info and preferences of the signed-in account. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/account/profile', { auth: 'required', signal });
}

export const profileQueryKey = privateQueryKey('profile');

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
