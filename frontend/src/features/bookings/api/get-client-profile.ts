import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/account/profile: the signed-in client's phone, to start the booking form with. */
export function getClientProfile(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/account/profile', { signal }));
}

export function clientProfileQueryOptions() {
  return queryOptions({
    // The account panel's key: the answer is the same, so the cache is shared and dropped with the session.
    queryKey: privateQueryKey('profile'),
    queryFn: ({ signal }) => getClientProfile(signal),
  });
}

export function useClientProfile() {
  return useQuery(clientProfileQueryOptions());
}
