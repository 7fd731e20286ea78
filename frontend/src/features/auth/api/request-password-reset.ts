import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi } from '../../../lib/api/openapi-client';
import type { PasswordResetRequest } from '../../../lib/api/types';

/** POST /api/auth/password-reset: 202 whether or not an account has the address (no enumeration). */
export async function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  await anonymousApi.POST('/api/auth/password-reset', { body: input });
}

export function passwordResetMutationOptions(): UseMutationOptions<void, ApiError, PasswordResetRequest> {
  return { mutationKey: ['auth', 'password-reset'], mutationFn: requestPasswordReset };
}

export function useRequestPasswordReset() {
  return useMutation(passwordResetMutationOptions());
}
