import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import type { Language } from '../../../lib/i18n/languages';

export interface RegisterInput {
  email: string;
  password: string;
  displayName?: string;
  acceptTerms: boolean;
  newsletter: boolean;
  language: Language;
}

/** POST /api/auth/register (arrives with the accounts issue; until then the API answers 404). */
export function register(input: RegisterInput): Promise<unknown> {
  return apiRequest<unknown>('/auth/register', { method: 'POST', body: input });
}

export function registerMutationOptions(): UseMutationOptions<unknown, ApiError, RegisterInput> {
  return { mutationKey: ['auth', 'register'], mutationFn: register };
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}
