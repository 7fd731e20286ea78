import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';

/** What failed: the modal's three forms, the new-password page or the address verification page. */
export type AuthForm = 'login' | 'register' | 'reset' | 'newPassword' | 'verify';

/** Stable API error codes of the accounts endpoints and the `auth:errors` key that explains each one. */
const KNOWN_CODES: Record<string, string> = {
  email_taken: 'emailInUse',
  invalid_credentials: 'invalidCredentials',
  account_disabled: 'userDisabled',
  weak_password: 'weakPassword',
  too_many_requests: 'tooManyRequests',
  invalid_token: 'invalidToken',
  expired_token: 'expiredToken',
};

const UNEXPECTED: Record<AuthForm, string> = {
  login: 'auth:errors.unexpected.login',
  register: 'auth:errors.unexpected.register',
  reset: 'auth:errors.unexpected.reset',
  newPassword: 'auth:errors.unexpected.newPassword',
  verify: 'auth:errors.unexpected.verify',
};

function hasFieldCode(error: ApiError, field: string, code: string): boolean {
  return error.details.some((detail) => detail.field === field && detail.code === code);
}

/**
 * What to tell the person when a sign-in, registration or recovery request fails (spec section 8), from
 * the API's stable error codes. Unknown sign-in addresses and wrong passwords share one message.
 */
export function authErrorMessage(error: unknown, form: AuthForm, t: TFunction): string {
  if (!isApiError(error)) return t(UNEXPECTED[form]);
  if (error.kind === 'network')
    return t(form === 'register' ? 'auth:errors.networkRegister' : 'auth:errors.network');
  const key = KNOWN_CODES[error.code];
  if (key) return t(`auth:errors.${key}`);
  if (error.code === 'validation_failed') {
    if (hasFieldCode(error, 'email', 'invalid_email')) return t('auth:errors.invalidEmail');
    return t('auth:errors.checkFields');
  }
  if (error.status >= 500 || error.status === 404) return t(UNEXPECTED[form]);
  // Other refusals: the API's own message, in the language the request named (spec: "raw message").
  return error.message || t(UNEXPECTED[form]);
}
