import { DomainError } from '../../../platform/domain/domain-error';

/**
 * The password rules (NIST SP 800-63B, OWASP ASVS 5.0 V6): 8 to 128 characters of any kind, no
 * composition rules, and not one of the passwords attackers try first: the shipped list of common
 * passwords, the account's own e-mail address or its local part, or the agency's name.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Length as people count it: characters, not UTF-16 code units (an emoji is one). */
export function passwordLength(password: string): number {
  return [...password].length;
}

const SITE_WORDS = ['costacantabria', 'costa cantabria', 'costacantabrialuxury', 'costa cantabria luxury'];

export interface PasswordContext {
  email: string;
  /** Lower-case entries of the common-password list. */
  commonPasswords: ReadonlySet<string>;
}

export function isWeakPassword(password: string, context: PasswordContext): boolean {
  const candidate = password.normalize('NFKC').toLowerCase();
  const email = context.email.toLowerCase();
  const localPart = email.split('@')[0];
  return (
    context.commonPasswords.has(candidate) ||
    candidate === email ||
    candidate === localPart ||
    SITE_WORDS.includes(candidate) ||
    // One character repeated ('aaaaaaaa') is never on any list in all its lengths, and never strong.
    new Set(candidate).size === 1
  );
}

/** Throws the error the person sees next to the password field, or returns when the password is fine. */
export function assertAcceptablePassword(
  password: string,
  context: PasswordContext,
  field = 'password',
): void {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) {
    throw new DomainError('invalid', 'too_short', 'Password must be at least 8 characters', { field });
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw new DomainError('invalid', 'too_long', 'Password must be at most 128 characters', { field });
  }
  if (isWeakPassword(password, context)) {
    throw new DomainError('invalid', 'weak_password', 'This password is too common or too easy to guess.', {
      field,
    });
  }
}
