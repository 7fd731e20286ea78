import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, dataOf } from '../../../lib/api/openapi-client';
import type { LoginRequest, SessionResponse } from '../../../lib/api/types';
import { startSession } from '../../../lib/auth/session';

/** POST /api/auth/login: the access token comes in the body, the refresh token as an HttpOnly cookie. */
export async function login(input: LoginRequest) {
  const session = await dataOf(anonymousApi.POST('/api/auth/login', { body: input }));
  startSession(session);
  return session;
}

export function loginMutationOptions(): UseMutationOptions<SessionResponse, ApiError, LoginRequest> {
  return { mutationKey: ['auth', 'login'], mutationFn: login };
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
