import { createHash, randomBytes } from 'node:crypto';

/**
 * Random secrets handed to a person (refresh cookie, e-mail links): 256 bits from the OS CSPRNG. Only their
 * SHA-256 is stored; with that much entropy a fast hash is enough (nobody can enumerate 2^256 candidates),
 * and a lookup by hash needs no per-row salt. The raw value exists only in the answer or the e-mail.
 */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A well-formed token as newSecureToken makes them; anything else is refused before any lookup. */
export const SECURE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
