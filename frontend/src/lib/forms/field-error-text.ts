import { PASSWORD_MIN_LENGTH } from './rules';

/** API codes whose text in `common:validation` has another name. */
const TEXT_ALIASES: Readonly<Record<string, string>> = {
  too_short: 'password_too_short',
  passwords_do_not_match: 'passwords_mismatch',
  terms_not_accepted: 'terms_required',
};

/**
 * A `t` of any namespaces, used with a key made at run time: the fallback text stands in for a key the
 * catalogues lack (the type check cannot know an API code's key).
 */
export type TranslateWithFallback = (key: string, options: { defaultValue: string; min?: number }) => string;

/** The translation key of an API validation code. */
export function validationKey(code: string): string {
  return `common:validation.${TEXT_ALIASES[code] ?? code}`;
}

/**
 * The text shown under a field for its error message: an API code, translated, or (for a code the site
 * has no text for) the API's own message, already in the reader's language, shown as it came.
 */
export function fieldErrorText(t: TranslateWithFallback, message: string): string {
  return t(validationKey(message), { defaultValue: message, min: PASSWORD_MIN_LENGTH });
}
