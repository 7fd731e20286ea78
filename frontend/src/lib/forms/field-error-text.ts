import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from './rules';

/** API codes whose text in `common:validation` has another name. */
const TEXT_ALIASES: Readonly<Record<string, string>> = {
  too_short: 'password_too_short',
  passwords_do_not_match: 'passwords_mismatch',
  terms_not_accepted: 'terms_required',
};

/** The translation key of an API validation code. */
export function validationKey(code: string): string {
  return `common:validation.${TEXT_ALIASES[code] ?? code}`;
}

/**
 * The text shown under a field for its error message: an API code, translated, or (for a code the site
 * has no text for) the API's own message, already in the reader's language, shown as it came.
 */
export function fieldErrorText(t: TFunction, message: string): string {
  return t(validationKey(message), { defaultValue: message, min: PASSWORD_MIN_LENGTH });
}
