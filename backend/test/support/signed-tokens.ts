import { createHmac } from 'node:crypto';
import { UnsubscribeTokens } from '../../src/modules/engagement/alerts/unsubscribe-token';
import { NewsletterLinks } from '../../src/modules/newsletter/unsubscribe/newsletter-links';
import type { TestApi } from './test-api';

/**
 * Tokens whose signature is valid, signed with the keys the test application itself uses, around any payload:
 * what only a leaked key or a bug of the product's own could produce, so the payload's shape is all that is
 * left to check.
 */

/** An unsubscribe link's token for any payload, signed by the application's own `UnsubscribeTokens`. */
export function signedUnsubscribeToken(api: TestApi, payload: unknown): string {
  const { links } = api.app.get(UnsubscribeTokens) as unknown as { links: { sign(body: string): string } };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${links.sign(body)}`;
}

/** A monthly letter's unsubscribe token for any payload, signed by the application's own `NewsletterLinks`. */
export function signedNewsletterToken(api: TestApi, payload: unknown): string {
  const { tokens } = api.app.get(NewsletterLinks) as unknown as { tokens: { sign(body: string): string } };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${tokens.sign(body)}`;
}

/** A bearer access token (HS256, `typ: JWT`) whose payload is the JSON text given, signed with the API's key. */
export function signedAccessToken(api: TestApi, payloadJson: string): string {
  const encode = (text: string) => Buffer.from(text).toString('base64url');
  const signingInput = `${encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${encode(payloadJson)}`;
  const signature = createHmac('sha256', api.config.auth.jwtSecret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

/** The claims of an access token, unverified (to sign them again, or a variant of them). */
export function accessTokenClaims(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

const FAR_FUTURE = 4_000_000_000;
const SOME_UUID = '3f2b8c1e-6d4a-4e9b-a7c0-5b1d2e8f9a60';

/** Payloads of the wrong shape for an unsubscribe link: none may be more than an invalid link (4xx). */
export const HOSTILE_UNSUBSCRIBE_PAYLOADS: unknown[] = [
  null,
  0,
  'u',
  true,
  [],
  [SOME_UUID, FAR_FUTURE],
  {},
  { u: null, x: FAR_FUTURE },
  { u: 'someone', x: FAR_FUTURE },
  { u: "' or 1=1 --", x: FAR_FUTURE },
  { u: SOME_UUID, s: 'not-a-search', x: FAR_FUTURE },
  { u: SOME_UUID, s: null, x: FAR_FUTURE },
  { u: SOME_UUID, s: [], x: FAR_FUTURE },
  { u: SOME_UUID, d: 'monthly', x: FAR_FUTURE },
  { u: SOME_UUID, d: {}, x: FAR_FUTURE },
  { u: SOME_UUID, s: SOME_UUID, d: 'daily', x: FAR_FUTURE },
  { u: SOME_UUID, x: 'never' },
  { u: SOME_UUID, x: 1e308 },
  { u: SOME_UUID, x: -1.5 },
  { u: SOME_UUID },
];

/** Payloads of the wrong shape for an access token (JSON texts): none may be more than a 401. */
export function hostileAccessTokenPayloads(claims: Record<string, unknown>): string[] {
  return [
    'null',
    '[]',
    '0',
    '"sub"',
    'true',
    '{}',
    JSON.stringify({ ...claims, sub: null, sid: null }),
    JSON.stringify({ ...claims, sub: 7, sid: [] }),
    JSON.stringify({ ...claims, sub: 'someone', sid: 'some-session' }),
    JSON.stringify({ ...claims, sub: SOME_UUID, sid: SOME_UUID }),
    JSON.stringify({ ...claims, exp: 'soon' }),
    JSON.stringify({ ...claims, exp: null }),
    JSON.stringify({ ...claims, nbf: null }),
    JSON.stringify({ ...claims, aud: null }),
    JSON.stringify({ ...claims, aud: [] }),
    JSON.stringify({ ...claims, iss: 7 }),
  ];
}
