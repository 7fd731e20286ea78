import type { TFunction } from 'i18next';
import { isApiError } from '../api/api-client';
import { PASSWORD_MIN_LENGTH } from './validators';

/** API field codes that the shared validation texts (`common:validation.*`) name differently. */
const FIELD_CODE_ALIASES: Record<string, string> = {
  too_short: 'password_too_short',
  passwords_do_not_match: 'passwords_mismatch',
  terms_not_accepted: 'terms_required',
};

/**
 * The API's complaint about one field of a rejected form, to show next to that field: translated when its
 * code is a known one, the API's own message otherwise.
 */
export function apiFieldError(error: unknown, field: string, t: TFunction): string | null {
  if (!isApiError(error)) return null;
  const detail = error.fieldDetail(field);
  if (!detail) return null;
  const code = FIELD_CODE_ALIASES[detail.code] ?? detail.code;
  return t(`common:validation.${code}`, { defaultValue: detail.message, min: PASSWORD_MIN_LENGTH });
}
