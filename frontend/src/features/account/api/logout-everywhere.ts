import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { logoutEverywhere } from '../../../lib/auth/session';

/** POST /api/auth/logout-all: every session of the account ends, this one included. */
export function useLogoutEverywhere() {
  return useMutation<void, ApiError>({
    mutationKey: ['account', 'logout-all'],
    mutationFn: logoutEverywhere,
  });
}
