/**
 * Client-side checks with the rules the API enforces (spec section 5 and the account request DTOs), shared
 * by every form. Each returns an error code; the screens translate codes with `common:validation.<code>`.
 */
export type ValidationCode =
  | 'required'
  | 'invalid_email'
  | 'invalid_phone'
  | 'password_too_short'
  | 'passwords_mismatch'
  | 'terms_required'
  | 'too_long';

/** The live rule (spec section 5): at least 8 characters; at most 128 (the API's limit). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The API's limits on account fields. */
export const ACCOUNT_LIMITS = { email: 254, name: 80 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The API's phone rule: digits, spaces, brackets and dashes, 6 to 20 characters, an optional leading +. */
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isPhone(value: string): boolean {
  return PHONE.test(value.trim());
}

export function checkRequired(value: string): ValidationCode | null {
  return isBlank(value) ? 'required' : null;
}

/** A required text of at most `max` characters once trimmed (names). */
export function checkRequiredText(value: string, max: number): ValidationCode | null {
  if (isBlank(value)) return 'required';
  return value.trim().length > max ? 'too_long' : null;
}

export function checkEmail(value: string): ValidationCode | null {
  if (isBlank(value)) return 'required';
  if (value.trim().length > ACCOUNT_LIMITS.email) return 'too_long';
  return isEmail(value) ? null : 'invalid_email';
}

/** Optional phone: empty is fine, anything else must look like a phone number. */
export function checkOptionalPhone(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  return isPhone(value) ? null : 'invalid_phone';
}

/** Length as people (and the API) count it: characters, not UTF-16 code units. */
function characters(value: string): number {
  return [...value].length;
}

/**
 * A new password: 8 to 128 characters of any kind, no composition rules. Whether it is too common is
 * the API's to say (it holds the list): its `weak_password` answer shows next to the field.
 */
export function checkNewPassword(value: string): ValidationCode | null {
  if (value === '') return 'required';
  const length = characters(value);
  if (length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  return length > PASSWORD_MAX_LENGTH ? 'too_long' : null;
}

/** The repeated password: present and equal to the first. */
export function checkConfirmation(password: string, confirmation: string): ValidationCode | null {
  if (confirmation === '') return 'required';
  return confirmation === password ? null : 'passwords_mismatch';
}

export function checkMaxLength(value: string, max: number): ValidationCode | null {
  return value.length > max ? 'too_long' : null;
}
