import { hkdfSync } from 'node:crypto';

/**
 * Keys of the second factor, each derived by HKDF from TWO_FACTOR_KEY for its purpose alone, so neither
 * reveals the other: one seals the TOTP secrets at rest, one peppers the recovery codes'
 * hashes (a copy of the database alone cannot try the ten-character codes offline).
 */
export function twoFactorKey(secret: string, purpose: 'totp-secrets' | 'recovery-codes'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'costa-cantabria', purpose, 32));
}
