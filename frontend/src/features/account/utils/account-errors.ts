import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-client';
import { isKeyOf } from '../../../lib/type-guards';

/** Stable API error codes of the account endpoints and the `account:errors` key that explains each one. */
const KNOWN_CODES = {
  invalid_current_password: 'account:errors.invalidCurrentPassword',
  weak_password: 'account:errors.weakPassword',
  email_taken: 'account:errors.emailTaken',
  email_unchanged: 'account:errors.emailUnchanged',
  too_many_requests: 'account:errors.tooManyRequests',
  validation_failed: 'account:errors.checkFields',
} as const;

/** What to tell the person when saving their profile, password or address fails. */
export function accountErrorMessage(error: unknown, t: TFunction<readonly ['account', 'common']>): string {
  if (!isApiError(error)) return t('common:errors.unexpected');
  if (error.kind === 'network') return t('common:errors.network');
  if (isKeyOf(KNOWN_CODES, error.code)) return t(KNOWN_CODES[error.code]);
  if (error.status >= 500) return t('common:errors.server');
  return error.message || t('common:errors.unexpected');
}
