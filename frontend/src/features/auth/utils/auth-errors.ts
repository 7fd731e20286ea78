import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-client';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';

/** API error codes of the accounts endpoints and the catalogue key that explains each one. */
const KNOWN_CODES: Record<string, string> = {
  email_already_registered: 'emailInUse',
  email_in_use: 'emailInUse',
  email_taken: 'emailInUse',
  invalid_credentials: 'invalidCredentials',
  user_not_found: 'userNotFound',
  wrong_password: 'wrongPassword',
  user_disabled: 'userDisabled',
  weak_password: 'weakPassword',
  invalid_email: 'invalidEmail',
  too_many_requests: 'tooManyRequests',
};

/** What to tell the visitor when a login, registration or reset request fails. */
export function authErrorMessage(error: unknown, mode: AuthModalMode, t: TFunction): string {
  if (!isApiError(error)) return t(`auth:errors.unexpected.${mode}`);
  if (error.kind === 'network')
    return t(mode === 'register' ? 'auth:errors.networkRegister' : 'auth:errors.network');
  // The accounts endpoints are not deployed yet: the API answers "no such route".
  if (error.status === 404) return t('auth:errors.unavailable');
  const key = KNOWN_CODES[error.code];
  if (key) return t(`auth:errors.${key}`);
  if (error.status >= 500) return t(`auth:errors.unexpected.${mode}`);
  return error.message || t(`auth:errors.unexpected.${mode}`);
}

/** The API's message for one field, translated when its code is one the forms know. */
export function apiFieldError(error: unknown, field: string, t: TFunction): string | null {
  if (!isApiError(error)) return null;
  const detail = error.fieldDetail(field);
  if (!detail) return null;
  return t(`common:validation.${detail.code}`, { defaultValue: detail.message });
}
