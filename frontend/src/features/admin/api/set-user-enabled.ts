import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { signedInApi } from '../../../lib/api/openapi-client';
import { privateQueryKey } from '../../../lib/auth/session';

export interface SetUserEnabledInput {
  id: string;
  enabled: boolean;
}

/**
 * POST /api/users/:id/disable (owners): the account's sessions end at once and it cannot sign in; or
 * POST /api/users/:id/enable to let it sign in again.
 */
export async function setUserEnabled({ id, enabled }: SetUserEnabledInput): Promise<void> {
  const params = { path: { id } };
  await (enabled
    ? signedInApi.POST('/api/users/{id}/enable', { params })
    : signedInApi.POST('/api/users/{id}/disable', { params }));
}

export function setUserEnabledMutationOptions(): UseMutationOptions<void, ApiError, SetUserEnabledInput> {
  return { mutationKey: ['users', 'set-enabled'], mutationFn: setUserEnabled };
}

export function useSetUserEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setUserEnabledMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privateQueryKey('users') }),
  });
}
