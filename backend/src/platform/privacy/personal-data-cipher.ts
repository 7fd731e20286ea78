import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal data (node:crypto): a random 32-byte key per person, a random 96-bit IV per
 * value, the person's id as additional authenticated data (a value moved to another person does not
 * decrypt). Encrypted values travel as base64 of iv | tag | ciphertext.
 */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** An encrypted personal value as it sits in an event's jsonb: the sealed JSON value and its person. */
export interface SealedValue {
  readonly $pd: string;
  readonly k: string;
}

export function isSealedValue(value: unknown): value is SealedValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).$pd === 'string' &&
    typeof (value as Record<string, unknown>).k === 'string'
  );
}

export function newPersonKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

function encrypt(key: Buffer, plain: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function decrypt(key: Buffer, sealed: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** Any JSON value of a person, sealed with their key. */
export function sealValue(key: Buffer, personId: string, value: unknown): SealedValue {
  const sealed = encrypt(key, Buffer.from(JSON.stringify(value), 'utf8'), personId);
  return { $pd: sealed.toString('base64'), k: personId };
}

/** The JSON value sealed by sealValue; throws when the key is not the person's or the value was altered. */
export function openValue(key: Buffer, value: SealedValue): unknown {
  return JSON.parse(decrypt(key, Buffer.from(value.$pd, 'base64'), value.k).toString('utf8')) as unknown;
}

/** The master key that wraps person keys at rest: SHA-256 of the configured secret. */
export function masterKeyOf(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

const WRAP_AAD = 'person-key';

export function wrapKey(masterKey: Buffer, key: Buffer): Buffer {
  return encrypt(masterKey, key, WRAP_AAD);
}

export function unwrapKey(masterKey: Buffer, wrapped: Buffer): Buffer {
  return decrypt(masterKey, wrapped, WRAP_AAD);
}
