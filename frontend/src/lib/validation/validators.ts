/**
 * Client-side checks with the rules the API enforces (spec section 5), shared by every form. Each returns
 * an error code; the screens translate codes with `common:validation.<code>`.
 */
export type ValidationCode =
  | 'required'
  | 'invalid_email'
  | 'invalid_phone'
  | 'password_too_short'
  | 'passwords_mismatch'
  | 'terms_required'
  | 'too_long';

export const PASSWORD_MIN_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** International or Spanish numbers: digits with optional +, spaces, dots, dashes and brackets; 9 to 15 digits. */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_CHARS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15;
}

export function checkRequired(value: string): ValidationCode | null {
  return isBlank(value) ? 'required' : null;
}

export function checkEmail(value: string): ValidationCode | null {
  if (isBlank(value)) return 'required';
  return isEmail(value) ? null : 'invalid_email';
}

/** Optional phone: empty is fine, anything else must look like a phone number. */
export function checkOptionalPhone(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  return isPhone(value) ? null : 'invalid_phone';
}

export function checkNewPassword(value: string): ValidationCode | null {
  if (value === '') return 'required';
  return value.length >= PASSWORD_MIN_LENGTH ? null : 'password_too_short';
}

export function checkMaxLength(value: string, max: number): ValidationCode | null {
  return value.length > max ? 'too_long' : null;
}
