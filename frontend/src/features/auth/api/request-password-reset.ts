import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import type { Language } from '../../../lib/i18n/languages';

export interface PasswordResetInput {
  email: string;
  language: Language;
}

/** POST /api/auth/password-reset (arrives with the accounts issue; until then the API answers 404). */
export function requestPasswordReset(input: PasswordResetInput): Promise<unknown> {
  return apiRequest<unknown>('/auth/password-reset', { method: 'POST', body: input });
}

export function passwordResetMutationOptions(): UseMutationOptions<unknown, ApiError, PasswordResetInput> {
  return { mutationKey: ['auth', 'password-reset'], mutationFn: requestPasswordReset };
}

export function useRequestPasswordReset() {
  return useMutation(passwordResetMutationOptions());
}
