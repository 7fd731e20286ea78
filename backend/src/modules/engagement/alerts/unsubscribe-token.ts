import { isUUID } from 'class-validator';
import { DomainError } from '../../../platform/domain/domain-error';
import { expiryAfterDays, SignedLinkTokens } from '../../../platform/mail/signed-link-tokens';
import type { DigestFrequency } from '../domain/search-filters';

/**
 * What an unsubscribe link turns off: one saved search's alerts, every search of a daily or weekly digest, or
 * the price-drop alerts of favorites.
 */
export type UnsubscribeTarget =
  | { kind: 'search'; searchId: string }
  | { kind: 'digest'; frequency: DigestFrequency }
  | { kind: 'price_drops' };

export interface UnsubscribeClaim {
  userId: string;
  target: UnsubscribeTarget;
}

/** How long an alert e-mail's unsubscribe link works; after that, the account's panel does it. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

/** u: the account; s: a saved search; d: a digest's frequency; x: expiry (Unix seconds). */
interface Payload {
  u: string;
  s?: string;
  d?: DigestFrequency;
  x: number;
}

/**
 * Signed, self-contained unsubscribe links (RFC 8058 one-click works without signing in): the payload names
 * the account and what to turn off, with an expiry, signed by the platform's signed links under a key of
 * this purpose alone. Using a link twice is harmless.
 */
export class UnsubscribeTokens {
  private readonly links: SignedLinkTokens<Payload>;

  constructor(serverSecret: string) {
    this.links = new SignedLinkTokens(serverSecret, 'alert-unsubscribe-links', payloadOf, {
      invalid,
      expired: () => new DomainError('gone', 'unsubscribe_link_expired', 'This unsubscribe link has expired'),
    });
  }

  issue(claim: UnsubscribeClaim, now: Date): string {
    return this.links.issue({
      u: claim.userId,
      s: claim.target.kind === 'search' ? claim.target.searchId : undefined,
      d: claim.target.kind === 'digest' ? claim.target.frequency : undefined,
      x: expiryAfterDays(now, UNSUBSCRIBE_LINK_DAYS),
    });
  }

  /** The claim of a valid token; a 422 for a tampered or malformed one, a 410 for an expired one. */
  verify(token: string, now: Date): UnsubscribeClaim {
    const payload = this.links.verify(token, now);
    return { userId: payload.u, target: targetOf(payload) };
  }
}

/**
 * The payload when it has the shape `issue` gives it: an object with the account's UUID, a whole expiry, and
 * at most one of a saved search's UUID and a digest's frequency. Null otherwise.
 */
function payloadOf(value: unknown): Payload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { u, s, d, x } = value as Record<string, unknown>;
  if (!isUUID(u) || typeof x !== 'number' || !Number.isSafeInteger(x)) return null;
  if (s !== undefined && !isUUID(s)) return null;
  if (d !== undefined && d !== 'daily' && d !== 'weekly') return null;
  if (s !== undefined && d !== undefined) return null;
  return { u: u as string, s: s as string | undefined, d, x };
}

function targetOf(payload: Payload): UnsubscribeTarget {
  if (payload.s !== undefined) return { kind: 'search', searchId: payload.s };
  if (payload.d !== undefined) return { kind: 'digest', frequency: payload.d };
  return { kind: 'price_drops' };
}

function invalid(): DomainError {
  return new DomainError('invalid', 'invalid_unsubscribe_token', 'This unsubscribe link is not valid');
}
