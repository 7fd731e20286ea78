import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, dataOf } from '../../../lib/api/openapi-client';
import type { RegisterRequest, SessionResponse } from '../../../lib/api/types';
import { startSession } from '../../../lib/auth/session';

/** POST /api/auth/register: creates the account and signs it in; a welcome mail with a link follows. */
export async function register(input: RegisterRequest) {
  const session = await dataOf(anonymousApi.POST('/api/auth/register', { body: input }));
  startSession(session);
  return session;
}

export function registerMutationOptions(): UseMutationOptions<SessionResponse, ApiError, RegisterRequest> {
  return { mutationKey: ['auth', 'register'], mutationFn: register };
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}
