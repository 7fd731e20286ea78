import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import type { RegisterRequest, SessionResponse } from '../../../lib/api/types';
import { startSession } from '../../../lib/auth/session';

/** POST /api/auth/register: creates the account and signs it in; a welcome mail with a link follows. */
export async function register(input: RegisterRequest): Promise<SessionResponse> {
  const session = await apiRequest<SessionResponse>('/auth/register', {
    method: 'POST',
    body: input,
    auth: 'none',
  });
  startSession(session);
  return session;
}

export function registerMutationOptions(): UseMutationOptions<SessionResponse, ApiError, RegisterRequest> {
  return { mutationKey: ['auth', 'register'], mutationFn: register };
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}
