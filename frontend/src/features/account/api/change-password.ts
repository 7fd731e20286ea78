import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { signedInApi } from '../../../lib/api/openapi-client';
import type { ChangePasswordRequest } from '../../../lib/api/types';

/** POST /api/account/password: needs the current password; the account's other sessions end. */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  await signedInApi.POST('/api/account/password', { body: input });
}

export function changePasswordMutationOptions(): UseMutationOptions<void, ApiError, ChangePasswordRequest> {
  return { mutationKey: ['account', 'change-password'], mutationFn: changePassword };
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
