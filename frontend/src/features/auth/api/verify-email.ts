import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, dataOf } from '../../../lib/api/openapi-client';
import type { VerifyEmailResponse } from '../../../lib/api/types';
import { PRIVATE_QUERY_ROOT, SESSION_QUERY_KEY } from '../../../lib/auth/session';

/** POST /api/auth/verify-email with the token of a welcome or address-change link. */
export function verifyEmail(token: string) {
  return dataOf(anonymousApi.POST('/api/auth/verify-email', { body: { token } }));
}

export function verifyEmailMutationOptions(): UseMutationOptions<VerifyEmailResponse, ApiError, string> {
  return { mutationKey: ['auth', 'verify-email'], mutationFn: verifyEmail };
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    ...verifyEmailMutationOptions(),
    onSuccess: () => {
      // A signed-in account now shows its verified (or new) address.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
    },
  });
}
