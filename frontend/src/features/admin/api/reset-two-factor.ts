import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { signedInApi } from '../../../lib/api/openapi-client';

/** POST /api/users/:id/two-factor/reset (owners): every second factor of the account goes, its sessions end. */
export function useResetTwoFactor() {
  return useMutation<void, ApiError, string>({
    mutationKey: ['users', 'reset-two-factor'],
    mutationFn: async (id) => {
      await signedInApi.POST('/api/users/{id}/two-factor/reset', { params: { path: { id } } });
    },
  });
}
