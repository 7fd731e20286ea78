import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** POST /api/auth/login (arrives with the accounts issue; until then the API answers 404). */
export function login(input: LoginInput): Promise<unknown> {
  return apiRequest<unknown>('/auth/login', { method: 'POST', body: input });
}

export function loginMutationOptions(): UseMutationOptions<unknown, ApiError, LoginInput> {
  return { mutationKey: ['auth', 'login'], mutationFn: login };
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
