import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/account/profile: the signed-in sender's name, e-mail and phone, to start the form with. */
export function getSenderProfile(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/account/profile', { signal }));
}

export function senderProfileQueryOptions() {
  return queryOptions({
    // Same key as the account panel's profile: the answer is the same, so the cache is shared (and an
    // edit of the profile there shows here), and it is dropped with the session like all private data.
    queryKey: privateQueryKey('profile'),
    queryFn: ({ signal }) => getSenderProfile(signal),
  });
}

/** The profile of the signed-in visitor; nothing is asked while nobody is signed in. */
export function useSenderProfile(signedIn: boolean) {
  return useQuery({ ...senderProfileQueryOptions(), enabled: signedIn });
}
