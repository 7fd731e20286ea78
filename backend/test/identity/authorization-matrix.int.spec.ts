import type { OpenAPIObject } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionIssuer } from '../../src/modules/identity/auth/session-issuer';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/modules/identity/seed/demo-accounts';
import { ACCESS_POLICY_EXTENSION, type AccessPolicy } from '../../src/platform/http/access-policy';
import { buildOpenApiDocument } from '../../src/platform/http/openapi';
import { catalogueArtworkUrl } from '../../src/platform/media/catalogue-artwork';
import type { Role } from '../../src/platform/http/roles';
import { startTestApi, type TestApi } from '../support/test-api';
import { CSRF, fromAddress, register } from '../support/accounts';

type Persona = 'anonymous' | Role;
const PERSONAS: Persona[] = ['anonymous', 'user', 'admin', 'owner'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The files for crawlers: outside /api and its document, public like the pages. */
const SITE_FILES = ['/sitemap.xml', '/robots.txt'];
/** The gallery's images as JPEGs for the property portals (`/media/jpeg/...`): outside /api, public too. */
const PORTAL_JPEGS = [
  catalogueArtworkUrl('villa-sardinero-exterior.svg')
    .replace('/media/catalogue/', '/media/jpeg/catalogue/')
    .replace(/\.svg$/, '.jpg'),
];
const PUBLIC_FILES = [...SITE_FILES, ...PORTAL_JPEGS];

/** What the access guard answers when it refuses: nothing else in the API uses these two pairs. */
const NOT_SIGNED_IN = { status: 401, code: 'unauthenticated' };
const NOT_ALLOWED = { status: 403, code: 'forbidden' };

function expected(
  policy: AccessPolicy,
  persona: Persona,
): 'allowed' | typeof NOT_SIGNED_IN | typeof NOT_ALLOWED {
  if (policy.kind === 'public') return 'allowed';
  if (persona === 'anonymous') return NOT_SIGNED_IN;
  if (policy.kind === 'authenticated') return 'allowed';
  return policy.roles.includes(persona) ? 'allowed' : NOT_ALLOWED;
}

/**
 * Every route of the OpenAPI document, called as anonymous, user, admin and owner, answers as the policy it
 * declares says: refused by the access guard exactly when the policy refuses that caller. A route without
 * a declared policy fails here (and answers 403 to everyone, see access-policy.int.spec.ts).
 */
describe('authorization matrix', () => {
  let api: TestApi;
  let document: OpenAPIObject;
  let targetUserId: string;
  const userIds = {} as Record<Role, string>;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    await seedDemoAccounts(api.app.get(CommandBus), api.app.get(EntityManager), api.config);
    const em = api.app.get(EntityManager).fork();
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await em.execute<{ id: string }[]>('select id from identity_users where email = ?', [
        account.email,
      ]);
      userIds[account.role] = row.id;
    }
    // Routes about one user act on this one, never on the personas themselves.
    targetUserId = (await register(api, 'target@example.com')).userId;
    document = buildOpenApiDocument(api.app);
  });
  afterAll(() => api.close());

  const signIn = async (persona: Role, tokens: Map<Role, string>): Promise<string> => {
    const { body } = await api.app
      .get(SessionIssuer)
      .open(userIds[persona], false, { userAgent: null, deviceToken: null });
    tokens.set(persona, body.accessToken);
    return body.accessToken;
  };

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        path,
        method,
        policy: (item[method] as unknown as Record<string, unknown>)[ACCESS_POLICY_EXTENSION] as
          AccessPolicy | undefined,
      })),
    );

  it('finds a declared policy on every operation of the document', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(
      all.filter((operation) => !operation.policy).map((o) => `${o.method.toUpperCase()} ${o.path}`),
    ).toEqual([]);
  });

  it('answers every caller as the policy of the route says', async () => {
    let address = 0;
    const mismatches: string[] = [];
    // A persona's session is used until a call that changes something succeeds: a route like logout-all may
    // have ended it, so the next call gets a fresh one.
    const tokens = new Map<Role, string>();
    for (const { path, method, policy } of operations()) {
      for (const persona of PERSONAS) {
        const headers: Record<string, string> = { ...CSRF };
        if (persona !== 'anonymous') {
          headers.authorization = `Bearer ${tokens.get(persona) ?? (await signIn(persona, tokens))}`;
        }
        const response = await fromAddress(
          api,
          `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
          {
            method: method.toUpperCase() as 'GET' | 'POST',
            url: path.replace(/\{[^}]+\}/g, targetUserId),
            headers,
            payload: method === 'get' ? undefined : {},
          },
        );
        if (persona !== 'anonymous' && method !== 'get' && response.status < 400) tokens.delete(persona);
        const want = expected(policy as AccessPolicy, persona);
        const refusedBy = (refusal: { status: number; code: string }) =>
          response.status === refusal.status && response.body.error?.code === refusal.code;
        const ok =
          want === 'allowed' ? !refusedBy(NOT_SIGNED_IN) && !refusedBy(NOT_ALLOWED) : refusedBy(want);
        if (!ok) {
          mismatches.push(
            `${method.toUpperCase()} ${path} as ${persona}: ${response.status} ${response.body.error?.code ?? ''}` +
              ` (policy ${JSON.stringify(policy)})`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers every caller on the files for crawlers and the portals’ images', async () => {
    const answers: string[] = [];
    for (const path of PUBLIC_FILES) {
      expect(document.paths[path]).toBeUndefined();
      for (const persona of PERSONAS) {
        const headers: Record<string, string> = {};
        if (persona !== 'anonymous') {
          const { body } = await api.app
            .get(SessionIssuer)
            .open(userIds[persona], false, { userAgent: null, deviceToken: null });
          headers.authorization = `Bearer ${body.accessToken}`;
        }
        const response = await api.app.inject({ method: 'GET', url: path, headers });
        answers.push(`GET ${path} as ${persona}: ${response.statusCode}`);
      }
    }
    expect(answers).toEqual(
      PUBLIC_FILES.flatMap((path) => PERSONAS.map((persona) => `GET ${path} as ${persona}: 200`)),
    );
  });

  it('documents the staff routes as staff-only and the profile as signed-in only', () => {
    const policyOf = (method: (typeof METHODS)[number], path: string) =>
      (document.paths[path][method] as unknown as Record<string, unknown>)[ACCESS_POLICY_EXTENSION];
    expect(policyOf('get', '/api/users')).toEqual({ kind: 'roles', roles: ['owner'] });
    expect(policyOf('get', '/api/users/count')).toEqual({ kind: 'roles', roles: ['admin', 'owner'] });
    expect(policyOf('get', '/api/admin/users/{id}')).toEqual({ kind: 'roles', roles: ['admin', 'owner'] });
    expect(policyOf('get', '/api/admin/history/{kind}/{id}')).toEqual({
      kind: 'roles',
      roles: ['admin', 'owner'],
    });
    expect(policyOf('patch', '/api/account/profile')).toEqual({ kind: 'authenticated' });
    // Two-step verification: the sign-in steps carry their ticket (or a passkey) instead of a session; each
    // account manages its own factors; owners alone reset another's.
    for (const path of [
      '/api/auth/login/second-factor',
      '/api/auth/login/enrolment/setup',
      '/api/auth/login/enrolment',
      '/api/auth/passkey/options',
      '/api/auth/passkey',
    ]) {
      expect(policyOf('post', path)).toEqual({ kind: 'public' });
    }
    expect(policyOf('get', '/api/account/two-factor')).toEqual({ kind: 'authenticated' });
    for (const path of [
      '/api/account/two-factor/totp/setup',
      '/api/account/two-factor/totp',
      '/api/account/two-factor/totp/disable',
      '/api/account/two-factor/recovery-codes',
      '/api/account/passkeys/options',
      '/api/account/passkeys',
    ]) {
      expect(policyOf('post', path)).toEqual({ kind: 'authenticated' });
    }
    expect(policyOf('delete', '/api/account/passkeys/{id}')).toEqual({ kind: 'authenticated' });
    expect(policyOf('post', '/api/users/{id}/two-factor/reset')).toEqual({ kind: 'roles', roles: ['owner'] });
    expect(policyOf('get', '/api/admin/viewings/awaiting')).toEqual({
      kind: 'roles',
      roles: ['admin', 'owner'],
    });
    expect(policyOf('post', '/api/me/favorites/{propertyId}/restore')).toEqual({ kind: 'authenticated' });
    expect(policyOf('get', '/api/properties')).toEqual({ kind: 'public' });
    expect(policyOf('get', '/api/properties/map')).toEqual({ kind: 'public' });
    // A listing's brochure is as public as its page (drafts 404 for everyone).
    expect(policyOf('get', '/api/properties/{id}/brochure.pdf')).toEqual({ kind: 'public' });
    // The copy of a person's data: their own for anyone signed in, a client's for owners only.
    expect(policyOf('get', '/api/me/export')).toEqual({ kind: 'authenticated' });
    expect(policyOf('get', '/api/admin/users/{id}/export')).toEqual({ kind: 'roles', roles: ['owner'] });
    // Erasure: one's own account when signed in (password, or the e-mail link it sends), which the link
    // confirms without a session; a client's for owners only.
    expect(policyOf('post', '/api/me/erasure')).toEqual({ kind: 'authenticated' });
    expect(policyOf('post', '/api/me/erasure/link')).toEqual({ kind: 'authenticated' });
    expect(policyOf('post', '/api/account/erasure/confirm')).toEqual({ kind: 'public' });
    // Each account lists and ends its own sessions, staff and clients alike.
    expect(policyOf('get', '/api/me/sessions')).toEqual({ kind: 'authenticated' });
    expect(policyOf('delete', '/api/me/sessions/{id}')).toEqual({ kind: 'authenticated' });
    expect(policyOf('post', '/api/admin/users/{id}/erasure')).toEqual({ kind: 'roles', roles: ['owner'] });
    // The deal pipeline for all staff; the sales report, with the agency's commission, for owners only.
    expect(policyOf('get', '/api/admin/pipeline')).toEqual({ kind: 'roles', roles: ['admin', 'owner'] });
    expect(policyOf('get', '/api/admin/sales-report')).toEqual({ kind: 'roles', roles: ['owner'] });
    // A seller's weekly report opens by its signed link alone; staff copy and revoke the links.
    expect(policyOf('get', '/api/seller-reports/{token}')).toEqual({ kind: 'public' });
    expect(policyOf('get', '/api/admin/properties/{propertyId}/seller-report-links')).toEqual({
      kind: 'roles',
      roles: ['admin', 'owner'],
    });
    expect(
      policyOf('post', '/api/admin/properties/{propertyId}/sellers/{sellerId}/seller-report-links/revoke'),
    ).toEqual({ kind: 'roles', roles: ['admin', 'owner'] });
    // The portals fetch their feed by its secret address; owners alone publish and rotate the addresses.
    expect(policyOf('get', '/api/feeds/{file}')).toEqual({ kind: 'public' });
    expect(policyOf('get', '/api/admin/portals')).toEqual({ kind: 'roles', roles: ['owner'] });
    expect(policyOf('post', '/api/admin/portals/{portal}/rotate-token')).toEqual({
      kind: 'roles',
      roles: ['owner'],
    });
    expect(policyOf('get', '/api/admin/properties/{propertyId}/portals')).toEqual({
      kind: 'roles',
      roles: ['admin', 'owner'],
    });
    expect(policyOf('put', '/api/admin/properties/{propertyId}/portals')).toEqual({
      kind: 'roles',
      roles: ['owner'],
    });
    // The letter's unsubscribe link works without signing in (RFC 8058); staff write its news and preview it.
    for (const [method, path] of [
      ['get', '/api/newsletter/unsubscribe'],
      ['post', '/api/newsletter/unsubscribe'],
      ['post', '/api/newsletter/resubscribe'],
      ['get', '/api/newsletter/subscription'],
    ] as const) {
      expect(policyOf(method, path)).toEqual({ kind: 'public' });
    }
    for (const [method, path] of [
      ['get', '/api/admin/newsletter/news'],
      ['post', '/api/admin/newsletter/news'],
      ['put', '/api/admin/newsletter/news/{newsId}'],
      ['put', '/api/admin/newsletter/news/{newsId}/translations/{language}'],
      ['post', '/api/admin/newsletter/news/{newsId}/translations/{language}/machine'],
      ['post', '/api/admin/newsletter/news/{newsId}/translations/{language}/review'],
      ['post', '/api/admin/newsletter/news/{newsId}/publish'],
      ['post', '/api/admin/newsletter/news/{newsId}/unpublish'],
      ['get', '/api/admin/newsletter/preview'],
    ] as const) {
      expect(policyOf(method, path)).toEqual({ kind: 'roles', roles: ['admin', 'owner'] });
    }
  });
});
