import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-client';

/** Stable API error codes of the account endpoints and the `account:errors` key that explains each one. */
const KNOWN_CODES: Record<string, string> = {
  invalid_current_password: 'invalidCurrentPassword',
  weak_password: 'weakPassword',
  email_taken: 'emailTaken',
  email_unchanged: 'emailUnchanged',
  too_many_requests: 'tooManyRequests',
  validation_failed: 'checkFields',
};

/** What to tell the person when saving their profile, password or address fails. */
export function accountErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('common:errors.unexpected');
  if (error.kind === 'network') return t('common:errors.network');
  const key = KNOWN_CODES[error.code];
  if (key) return t(`account:errors.${key}`);
  if (error.status >= 500) return t('common:errors.server');
  return error.message || t('common:errors.unexpected');
}
