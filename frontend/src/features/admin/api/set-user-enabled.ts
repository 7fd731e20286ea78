import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import { privateQueryKey } from '../../../lib/auth/session';

export interface SetUserEnabledInput {
  id: string;
  enabled: boolean;
}

/**
 * POST /api/users/:id/disable (owners): the account's sessions end at once and it cannot sign in; or
 * POST /api/users/:id/enable to let it sign in again.
 */
export function setUserEnabled({ id, enabled }: SetUserEnabledInput): Promise<void> {
  return apiRequest<void>(`/users/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`, {
    method: 'POST',
    auth: 'required',
  });
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
