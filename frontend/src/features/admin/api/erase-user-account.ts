import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

/**
 * POST /api/admin/users/:id/erasure (owners): erases a client's account on their request (GDPR art. 17);
 * staff accounts are refused (409 staff_account_not_erasable).
 */
export async function eraseUserAccount(id: string): Promise<void> {
  await signedInApi.POST('/api/admin/users/{id}/erasure', { params: { path: { id } } });
}

export function eraseUserAccountMutationOptions(): UseMutationOptions<void, ApiError, string> {
  return { mutationKey: ['users', 'erase'], mutationFn: eraseUserAccount };
}

export function useEraseUserAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...eraseUserAccountMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privateQueryKey('users') }),
  });
}
