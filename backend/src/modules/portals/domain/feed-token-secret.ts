import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Portal } from './portals';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * A feed's token: the HMAC-SHA-256 of the portal and its generation under a key derived (HKDF) from
 * `PORTAL_FEED_SECRET`, cut to 192 bits, as 32 base64url characters. Nothing is stored: rotating bumps the
 * generation, and the token of an earlier generation no longer matches.
 */
export class FeedTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'costa-cantabria', 'portal-feeds', 32));
  }

  token(portal: Portal, generation: number): string {
    return createHmac('sha256', this.key)
      .update(`${portal}:${generation}`)
      .digest()
      .subarray(0, 24)
      .toString('base64url');
  }

  matches(candidate: unknown, portal: Portal, generation: number): boolean {
    if (typeof candidate !== 'string' || !TOKEN.test(candidate)) return false;
    return timingSafeEqual(Buffer.from(candidate), Buffer.from(this.token(portal, generation)));
  }
}
