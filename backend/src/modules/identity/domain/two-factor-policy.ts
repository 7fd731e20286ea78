import type { Role } from '../../../platform/http/roles';

/** The rules of the second factor at sign-in. Pure values: handlers, stores and their tests read them here. */
export const TWO_FACTOR_POLICY = {
  /** A ticket of the password step (sign-in or enrolment) lives this long and is spent once. */
  ticketSeconds: 5 * 60,
  /** Wrong codes a ticket takes before it ends: the person starts again with the password. */
  wrongCodesPerTicket: 5,
  /** A new authenticator secret waits this long for its first code. */
  enrolmentSeconds: 15 * 60,
  /** Recovery codes handed out at enrolment and on each regeneration. */
  recoveryCodes: 10,
  /** A WebAuthn challenge lives this long and is spent once. */
  challengeSeconds: 5 * 60,
  /** RFC 6238 as authenticator apps read it: 30-second steps, 6 digits, SHA-1. */
  totpPeriodSeconds: 30,
  totpDigits: 6,
  /** A code of the previous or the next step still counts (a phone's clock a little off). */
  totpWindow: 1,
} as const;

/** How the person can prove the second factor on a ticket. */
export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i): read off paper, typed back. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten characters from 31: about 50 bits each, shown as two groups of five (`k7m2q-x9brt`). */
export const RECOVERY_CODE_LENGTH = 10;

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery_code'; code: string };

/**
 * What the person typed in the code field: six digits are an authenticator code, ten characters of the
 * recovery alphabet a recovery code (its canonical form, lower case without the dash). Spaces, dashes and
 * case do not matter, as people copy codes in every way; anything else is no code at all.
 */
export function parseSecondFactorCode(input: string): SecondFactorCode | null {
  const compact = input.replace(/[\s-]/g, '').toLowerCase();
  if (new RegExp(`^\\d{${TWO_FACTOR_POLICY.totpDigits}}$`).test(compact)) {
    return { kind: 'totp', code: compact };
  }
  const recovery = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);
  return recovery.test(compact) ? { kind: 'recovery_code', code: compact } : null;
}

/** A recovery code as it is printed: two groups of five. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Whether the account's role must sign in with a second factor (TWO_FACTOR_REQUIRED_ROLES). */
export function secondFactorRequired(role: Role, requiredRoles: readonly Role[]): boolean {
  return requiredRoles.includes(role);
}

/**
 * The 30-second step a code was accepted for may be used once: a code seen by someone looking over the
 * shoulder, or replayed from a captured request, is refused while it would otherwise still be valid.
 */
export function isFreshStep(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}
