import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi } from '../../../lib/api/openapi-client';
import type { CompletePasswordResetRequest } from '../../../lib/api/types';
import { endSession } from '../../../lib/auth/session';

/**
 * POST /api/auth/password-reset/complete: sets the new password with the token of the e-mail link. Every
 * session of the account ends on the server, so this browser forgets its own too.
 */
export async function completePasswordReset(input: CompletePasswordResetRequest): Promise<void> {
  await anonymousApi.POST('/api/auth/password-reset/complete', { body: input });
  endSession();
}

export function completePasswordResetMutationOptions(): UseMutationOptions<
  void,
  ApiError,
  CompletePasswordResetRequest
> {
  return { mutationKey: ['auth', 'password-reset', 'complete'], mutationFn: completePasswordReset };
}

export function useCompletePasswordReset() {
  return useMutation(completePasswordResetMutationOptions());
}
