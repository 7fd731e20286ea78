import { UnsubscribeTokens, type UnsubscribeClaim } from './unsubscribe-token';

const NOW = new Date('2027-03-01T10:00:00Z');
const LATER = Math.floor(NOW.getTime() / 1000) + 3600;
const USER = '5f0c3a52-8d4e-4b7a-9c1f-2e6d8a0b4c13';
const SEARCH = '0b7e2d41-3c9a-4f55-8e20-6a1d9c4b7f08';

const tokens = new UnsubscribeTokens('a-server-secret-of-the-tests-0123456789');

/** A token for any payload, signed with the real key: only this server could make one. */
function signed(payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const links = (tokens as unknown as { links: { sign(body: string): string } }).links;
  return `${body}.${links.sign(body)}`;
}

function refusal(token: string): unknown {
  try {
    tokens.verify(token, NOW);
  } catch (error) {
    return error;
  }
  return null;
}

describe('unsubscribe links', () => {
  it.each<UnsubscribeClaim>([
    { userId: USER, target: { kind: 'search', searchId: SEARCH } },
    { userId: USER, target: { kind: 'digest', frequency: 'daily' } },
    { userId: USER, target: { kind: 'digest', frequency: 'weekly' } },
    { userId: USER, target: { kind: 'price_drops' } },
  ])('reads back the claim it issued: $target.kind', (claim) => {
    expect(tokens.verify(tokens.issue(claim, NOW), NOW)).toEqual(claim);
  });

  it('takes a payload of the right shape signed here, so the refusals below are about the shape', () => {
    expect(tokens.verify(signed({ u: USER, s: SEARCH, x: LATER }), NOW)).toEqual({
      userId: USER,
      target: { kind: 'search', searchId: SEARCH },
    });
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['a text', 'u'],
    ['a list', [USER, LATER]],
    ['an empty object', {}],
    ['no account', { x: LATER }],
    ['an account that is no UUID', { u: 'someone', x: LATER }],
    ['an account that is a number', { u: 7, x: LATER }],
    ['an account that is null', { u: null, x: LATER }],
    ['a search that is no UUID', { u: USER, s: 'zzz', x: LATER }],
    ['a search that is null', { u: USER, s: null, x: LATER }],
    ['a search that is an object', { u: USER, s: { id: SEARCH }, x: LATER }],
    ['a digest of another frequency', { u: USER, d: 'monthly', x: LATER }],
    ['a digest that is null', { u: USER, d: null, x: LATER }],
    ['both a search and a digest', { u: USER, s: SEARCH, d: 'daily', x: LATER }],
    ['no expiry', { u: USER }],
    ['an expiry that is a text', { u: USER, x: String(LATER) }],
    ['an expiry that is not whole', { u: USER, x: LATER + 0.5 }],
    ['an expiry beyond any date', { u: USER, x: 1e308 }],
  ])('refuses a validly signed payload with %s as an invalid link', (_, payload) => {
    expect(refusal(signed(payload))).toMatchObject({ kind: 'invalid', code: 'invalid_unsubscribe_token' });
  });

  it('refuses a bad signature, a malformed token and a body that is no JSON the same way', () => {
    const good = tokens.issue({ userId: USER, target: { kind: 'price_drops' } }, NOW);
    const [body, signature] = good.split('.');
    const notJson = Buffer.from('{"u":').toString('base64url');
    for (const token of [
      `${body}.${signature.slice(0, -2)}AA`,
      `${body}.${signature}.extra`,
      body,
      '',
      '.',
      `${notJson}.${(tokens as unknown as { links: { sign(body: string): string } }).links.sign(notJson)}`,
    ]) {
      expect(refusal(token)).toMatchObject({ kind: 'invalid', code: 'invalid_unsubscribe_token' });
    }
  });

  it('tells an expired link from an invalid one', () => {
    expect(refusal(signed({ u: USER, x: LATER - 7200 }))).toMatchObject({
      kind: 'gone',
      code: 'unsubscribe_link_expired',
    });
  });
});
