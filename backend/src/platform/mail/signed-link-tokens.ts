import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { DomainError } from '../domain/domain-error';

/** What every signed link's payload carries: its expiry, in Unix seconds. */
export interface SignedPayload {
  x: number;
}

/** The errors a link answers with when it is not valid or has expired, in the words of its purpose. */
export interface SignedLinkErrors {
  invalid: () => DomainError;
  expired: () => DomainError;
}

/**
 * Signed, self-contained e-mail links that work without signing in (an alert's or a newsletter's
 * unsubscribe link, RFC 8058 one-click): `<base64url JSON payload>.<HMAC-SHA-256>`, with a key derived from
 * the server's secret for this purpose alone (HKDF, so a link of one purpose is no link of another). The
 * payload is checked for the shape its purpose issues even under a valid signature.
 */
export class SignedLinkTokens<Payload extends SignedPayload> {
  private readonly key: Buffer;

  constructor(
    serverSecret: string,
    purpose: string,
    private readonly shape: (value: unknown) => Payload | null,
    private readonly errors: SignedLinkErrors,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'costa-cantabria', purpose, 32));
  }

  issue(payload: Payload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The payload of a valid token; the purpose's invalid error for a tampered or malformed one, expired after its time. */
  verify(token: string, now: Date): Payload {
    const [body, signature, ...rest] = token.split('.');
    const expected = body ? this.sign(body) : '';
    if (
      rest.length > 0 ||
      !signature ||
      signature.length !== expected.length ||
      !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    ) {
      throw this.errors.invalid();
    }
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw this.errors.invalid();
    }
    const payload = this.shape(decoded);
    if (!payload || !Number.isSafeInteger(payload.x)) throw this.errors.invalid();
    if (payload.x * 1000 < now.getTime()) throw this.errors.expired();
    return payload;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** The expiry of a link valid for `days` from `now`, in Unix seconds. */
export const expiryAfterDays = (now: Date, days: number): number =>
  Math.floor((now.getTime() + days * 86_400_000) / 1000);
