import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-client';
import { isKeyOf } from '../../../lib/type-guards';

/** What failed: the modal's three forms, the new-password page or the address verification page. */
export type AuthForm = 'login' | 'register' | 'reset' | 'newPassword' | 'verify';

/** Stable API error codes of the accounts endpoints and the `auth:errors` key that explains each one. */
const KNOWN_CODES = {
  email_taken: 'auth:errors.emailInUse',
  invalid_credentials: 'auth:errors.invalidCredentials',
  account_disabled: 'auth:errors.userDisabled',
  weak_password: 'auth:errors.weakPassword',
  too_many_requests: 'auth:errors.tooManyRequests',
  invalid_token: 'auth:errors.invalidToken',
  expired_token: 'auth:errors.expiredToken',
} as const;

const UNEXPECTED = {
  login: 'auth:errors.unexpected.login',
  register: 'auth:errors.unexpected.register',
  reset: 'auth:errors.unexpected.reset',
  newPassword: 'auth:errors.unexpected.newPassword',
  verify: 'auth:errors.unexpected.verify',
} as const satisfies Record<AuthForm, string>;

function hasFieldCode(error: ApiError, field: string, code: string): boolean {
  return error.details.some((detail) => detail.field === field && detail.code === code);
}

/**
 * What to tell the person when a sign-in, registration or recovery request fails (spec section 8), from
 * the API's stable error codes. Unknown sign-in addresses and wrong passwords share one message.
 */
export function authErrorMessage(
  error: unknown,
  form: AuthForm,
  t: TFunction<readonly ['auth', 'common']>,
): string {
  if (!isApiError(error)) return t(UNEXPECTED[form]);
  if (error.kind === 'network')
    return t(form === 'register' ? 'auth:errors.networkRegister' : 'auth:errors.network');
  if (isKeyOf(KNOWN_CODES, error.code)) return t(KNOWN_CODES[error.code]);
  if (error.code === 'validation_failed') {
    if (hasFieldCode(error, 'email', 'invalid_email')) return t('auth:errors.invalidEmail');
    return t('auth:errors.checkFields');
  }
  if (error.status >= 500 || error.status === 404) return t(UNEXPECTED[form]);
  // Other refusals: the API's own message, in the language the request named (spec: "raw message").
  return error.message || t(UNEXPECTED[form]);
}

/** A passkey sign-in fails in the browser too (the person closed its dialog, no passkey for the site). */
export function passkeyErrorMessage(error: unknown, t: TFunction<readonly ['auth', 'common']>): string {
  return isApiError(error) ? authErrorMessage(error, 'login', t) : t('auth:twoFactor.passkey.failed');
}
