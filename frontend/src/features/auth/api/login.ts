import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { anonymousApi, dataOf } from '../../../lib/api/openapi-client';
import type { LoginRequest, SecondFactorStep, SessionResponse } from '../../../lib/api/types';
import { startSession } from '../../../lib/auth/session';

/** A sign-in's first answer: the session, or the next step of an account with two-step verification. */
export type LoginOutcome = { session: SessionResponse } | { secondFactor: SecondFactorStep };

/**
 * POST /api/auth/login: the access token comes in the body, the refresh token as an HttpOnly cookie; for an
 * account with two-step verification, a ticket for the code step instead (no session yet).
 */
export async function login(input: LoginRequest): Promise<LoginOutcome> {
  const answer = await dataOf(anonymousApi.POST('/api/auth/login', { body: input }));
  if ('secondFactor' in answer) return { secondFactor: answer.secondFactor };
  startSession(answer);
  return { session: answer };
}

export function loginMutationOptions(): UseMutationOptions<LoginOutcome, ApiError, LoginRequest> {
  return { mutationKey: ['auth', 'login'], mutationFn: login };
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
