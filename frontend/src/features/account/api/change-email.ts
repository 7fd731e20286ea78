import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { signedInApi } from '../../../lib/api/openapi-client';
import type { ChangeEmailRequest } from '../../../lib/api/types';
import { profileQueryKey } from './get-profile';

/**
 * POST /api/account/email: a link goes to the new address; the change counts once it is followed
 * (the profile shows it as pending until then).
 */
export async function changeEmail(input: ChangeEmailRequest): Promise<void> {
  await signedInApi.POST('/api/account/email', { body: input });
}

export function changeEmailMutationOptions(): UseMutationOptions<void, ApiError, ChangeEmailRequest> {
  return { mutationKey: ['account', 'change-email'], mutationFn: changeEmail };
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeEmailMutationOptions(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
