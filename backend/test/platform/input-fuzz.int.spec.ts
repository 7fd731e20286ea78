import { RateLimiter } from '../../src/platform/http/rate-limit';
import { CSRF, login, STRONG_PASSWORD, bearer } from '../support/accounts';
import { DEMO_ACCOUNTS } from '../../src/modules/identity/seed/demo-accounts';
import {
  HOSTILE_UNSUBSCRIBE_PAYLOADS,
  accessTokenClaims,
  hostileAccessTokenPayloads,
  signedAccessToken,
  signedNewsletterToken,
  signedUnsubscribeToken,
} from '../support/signed-tokens';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * Hostile input against every operation of the OpenAPI document the API serves: each request is built from
 * the operation's own parameters and body schema, with one or more values replaced by something hostile
 * (NUL, unpaired surrogates, 1e308, negative and huge numbers, very long texts, wrong types, deep nesting,
 * garbage path parameters, validly signed tokens whose payload is of another shape), sent anonymously and as
 * the owner; the media file addresses get the same hostile path values. Any 5xx fails, and so does any error
 * answer outside the shared shape `{ error: { code, message } }`.
 *
 * Then, deterministically, every field of every JSON body: null where the document does not mark the field
 * nullable, and an empty list where it expects an object, must be a 400 naming the field; every validly
 * signed unsubscribe token of another shape must be an invalid link.
 *
 * Deterministic (seeded) and bounded: `FUZZ_SEED`, `FUZZ_ROUNDS` (requests per operation and persona) and
 * `FUZZ_SECONDS` widen it for `npm run fuzz`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 11);
const ROUNDS = Math.min(Number(process.env.FUZZ_ROUNDS ?? 8), 500);
const SECONDS = Math.min(Number(process.env.FUZZ_SECONDS ?? 40), 600);

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  example?: unknown;
  minimum?: number;
  minLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: Schema | boolean;
  nullable?: boolean;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** mulberry32: small, seeded, good enough to pick inputs reproducibly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Hostile values for a JSON body. */
const HOSTILE_JSON: unknown[] = [
  '\u0000',
  'Casa\u0000',
  '\ud800',
  'Casa \udfff',
  '\ud83d',
  '',
  ' ',
  'x'.repeat(100_000),
  "' or 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '1e308',
  1e308,
  -1e308,
  -1,
  0,
  2 ** 31,
  2 ** 53 + 1,
  1.5,
  true,
  null,
  [],
  {},
  [1, 'a', null],
  { __proto__x: 1, constructor: 'x' },
  deep(40),
  deep(8),
];

/** Hostile values for a query or path parameter, already in URL form. */
const HOSTILE_URL: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '99999999999999999999',
  'x'.repeat(2000),
  '%27%20or%201%3D1%20--',
  '..%2F..%2Fetc%2Fpasswd',
  '',
  'true',
  '00000000-0000-0000-0000-000000000000',
];

const hostileUrlValue = (pick: () => number) => HOSTILE_URL[Math.floor(pick() * HOSTILE_URL.length)];
const pickOf = <T>(values: readonly T[], pick: () => number): T => values[Math.floor(pick() * values.length)];

/** Addresses outside the API's document that read a path: the media files. */
const MEDIA_ROUTES = [
  '/media/catalogue/{name}',
  '/media/uploads/{id}/{file}',
  '/media/social/catalogue/{name}',
  '/media/social/uploads/{name}',
  '/media/jpeg/catalogue/{name}',
  '/media/jpeg/uploads/{name}',
];

/** A field of a JSON body, by its path in the validation errors (`details.title.en`, `slots.0.date`). */
type BodyField = { path: string; nullable: boolean; object: boolean };

/** The answer is an error in the shared shape. */
function inSharedShape(body: string): boolean {
  const answer = safeJson(body) as { error?: { code?: unknown; message?: unknown } } | null;
  return typeof answer?.error?.code === 'string' && typeof answer.error.message === 'string';
}

describe('Fuzzing every operation of the OpenAPI document', () => {
  let api: TestApi;
  let staff: Staff;
  let document: Document;
  const realIds: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    // The fuzz must reach the handlers: rate limits (a 429 is a fine answer) would stop it at the guard.
    jest.spyOn(RateLimiter.prototype, 'hit').mockResolvedValue(0);
    document = (await api.http().get('/api/docs/openapi.json').expect(200)).body as Document;
    const first = async (url: string) =>
      ((await api.http().get(url).set(staff.headers.owner).expect(200)).body as { items: { id: string }[] })
        .items[0]?.id;
    realIds.properties = (await first('/api/properties'))!;
    realIds.services = (await first('/api/services'))!;
    realIds.experiences = (await first('/api/experiences'))!;
    // The registered visitor, never the owner: the owner's own session must survive the fuzz.
    realIds.users = staff.userIds.user;
  });
  afterAll(() => api.close());

  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!]);
    const combined = schema.allOf ?? schema.oneOf ?? schema.anyOf;
    if (combined) return { ...schema, ...resolve(combined[0]), allOf: undefined };
    return schema;
  };

  let unique = 0;
  /** A plausible text for a named field, so that validation passes everywhere but where the fuzz breaks it. */
  const plausibleText = (name: string, schema: Schema): string => {
    if (schema.format === 'email' || /email/i.test(name)) return `fuzz-${(unique += 1)}@example.com`;
    if (/password/i.test(name)) return STRONG_PASSWORD;
    if (/phone/i.test(name)) return '+34 600 000 000';
    if (name === 'propertyId') return realIds.properties;
    // A staff member's id serves every UUID of a body (an agent, an assignee).
    if (schema.format === 'uuid') return staff.userIds.admin;
    if (schema.format === 'date' || /date|checkIn|checkOut/i.test(name)) return '2031-06-01';
    if (schema.format === 'date-time') return '2031-06-01T10:00:00.000Z';
    if (typeof schema.example === 'string') return schema.example;
    return 'Texto de prueba'.padEnd(schema.minLength ?? 0, '.');
  };

  /** A plausible value for a schema: the fuzz then breaks one part of it, so validation passes elsewhere. */
  const plausible = (raw: Schema | undefined, name = '', depth = 0): unknown => {
    const schema = resolve(raw);
    if (schema.enum) return schema.enum[0];
    if (depth > 6) return null;
    switch (schema.type) {
      case 'string':
        return plausibleText(name, schema);
      case 'integer':
      case 'number':
        return typeof schema.example === 'number' ? schema.example : (schema.minimum ?? 1);
      case 'boolean':
        return true;
      case 'array':
        return [plausible(schema.items, name, depth + 1)];
      default:
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, property]) => [
            key,
            plausible(property, key, depth + 1),
          ]),
        );
    }
  };

  /** Replaces one leaf (or the whole value) of a plausible body with a hostile value. */
  const breakOne = (value: unknown, pick: () => number): unknown => {
    const hostile = HOSTILE_JSON[Math.floor(pick() * HOSTILE_JSON.length)];
    if (pick() < 0.15 || value === null || typeof value !== 'object') return hostile;
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
    const keys = Object.keys(copy);
    if (keys.length === 0) return hostile;
    const key = keys[Math.floor(pick() * keys.length)];
    (copy as Record<string, unknown>)[key] = breakOne((copy as Record<string, unknown>)[key], pick);
    if (pick() < 0.1) (copy as Record<string, unknown>)[`unknown${key}`] = hostile;
    return copy;
  };

  const pathValue = (path: string, pick: () => number): string => {
    if (pick() < 0.3) {
      const collection = Object.keys(realIds).find((name) => path.includes(`/${name}/`));
      if (collection) return realIds[collection];
    }
    return hostileUrlValue(pick);
  };

  /** A bearer access token signed with the API's key around the owner's claims made hostile. */
  const hostileBearer = (pick: () => number): string => {
    const claims = accessTokenClaims(staff.headers.owner.Authorization.slice('Bearer '.length));
    return `Bearer ${signedAccessToken(api, pickOf(hostileAccessTokenPayloads(claims), pick))}`;
  };

  it('answers every hostile request with a 2xx, 3xx or 4xx in the shared error shape', async () => {
    const pick = random(SEED);
    const deadline = Date.now() + SECONDS * 1000;
    const failures: string[] = [];
    let sent = 0;
    // Signing out everywhere ends the owner's session: those operations come last in each round, and the
    // owner signs in again before the next one.
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      )
      .concat(MEDIA_ROUTES.map((path) => ({ path, method: 'get', operation: {} })))
      .sort((a, b) => Number(a.path.includes('/logout')) - Number(b.path.includes('/logout')));
    const owner = DEMO_ACCOUNTS.find((account) => account.role === 'owner')!;
    expect(operations.length).toBeGreaterThan(40);

    for (let round = 0; round < ROUNDS && Date.now() < deadline; round += 1) {
      if ((await api.http().get('/api/auth/me').set(staff.headers.owner)).status !== 200) {
        staff.headers.owner = bearer(await login(api, owner.email, owner.password));
      }
      for (const { path, method, operation } of operations) {
        for (const persona of ['anonymous', 'owner'] as const) {
          const parameters = operation.parameters ?? [];
          const url = path.replace(/\{(\w+)\}/g, () => pathValue(path, pick));
          const inQuery = parameters.filter((parameter) => parameter.in === 'query' && pick() < 0.5);
          const broken = Math.floor(pick() * inQuery.length);
          const query = inQuery
            .map((parameter, index) => {
              // A signed link's token: half the time validly signed, around a payload of another shape.
              const value =
                parameter.name === 'token' && pick() < 0.5
                  ? encodeURIComponent(
                      signedUnsubscribeToken(api, pickOf(HOSTILE_UNSUBSCRIBE_PAYLOADS, pick)),
                    )
                  : index === broken
                    ? hostileUrlValue(pick)
                    : encodeURIComponent(String(plausible(parameter.schema, parameter.name)));
              return `${parameter.name}=${value}`;
            })
            .join('&');
          const schema = operation.requestBody?.content['application/json']?.schema;
          const body =
            schema || pick() < 0.2
              ? pick() < 0.05
                ? `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`
                : JSON.stringify(breakOne(plausible(schema), pick))
              : undefined;
          const request = {
            method: method.toUpperCase() as 'GET',
            url: query ? `${url}?${query}` : url,
            headers: {
              ...CSRF,
              // Now and then the owner's access token is validly signed around claims of another shape.
              ...(persona === 'owner' && pick() < 0.1
                ? { Authorization: hostileBearer(pick) }
                : staff.headers[persona]),
              // The refresh cookie and the language header are input too.
              ...(pick() < 0.3 ? { cookie: `costa_refresh=${hostileUrlValue(pick)}` } : {}),
              ...(pick() < 0.2 ? { 'accept-language': hostileUrlValue(pick) } : {}),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: body }),
          };
          const response = await api.app.inject(request);
          sent += 1;
          const shown = `${persona} ${request.method} ${request.url.slice(0, 300)} ${(body ?? '').slice(0, 300)}`;
          if (response.statusCode >= 500) {
            failures.push(`${response.statusCode} <- ${shown} -> ${response.body.slice(0, 300)}`);
          } else if (response.statusCode >= 400 && !inSharedShape(response.body)) {
            failures.push(`${response.statusCode} outside the shared shape <- ${shown} -> ${response.body}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(Math.min(ROUNDS, 2) * operations.length * 2);
  });

  /** Every field of a body schema, nested objects and the first element of lists of objects included. */
  const fieldsOf = (raw: Schema | undefined, path = '', depth = 0): BodyField[] => {
    const schema = resolve(raw);
    if (depth > 6) return [];
    if (schema.type === 'array') {
      const items = resolve(schema.items);
      if (!items.properties) return [];
      const element = `${path}.0`;
      return [{ path: element, nullable: false, object: true }, ...fieldsOf(items, element, depth + 1)];
    }
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
      const field = path ? `${path}.${key}` : key;
      const resolved = resolve(property);
      return [
        {
          path: field,
          nullable: Boolean(property.nullable ?? resolved.nullable),
          object: !!resolved.properties,
        },
        ...fieldsOf(property, field, depth + 1),
      ];
    });
  };

  /** A copy of `body` with the value at `path` (dotted, list indexes included) replaced. */
  const withValue = (body: unknown, path: string, value: unknown): unknown => {
    const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
    const keys = path.split('.');
    let parent: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    parent[keys[keys.length - 1]] = value;
    return copy;
  };

  /**
   * Every operation with a JSON body: its address (real ids where the fuzz has them, a well-formed UUID
   * otherwise, so the body is what gets judged), a plausible body and its fields. Signing out is left out.
   */
  const bodyOperations = () =>
    Object.entries(document.paths)
      .filter(([path]) => !path.includes('/logout'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).flatMap(([method, operation]) => {
          const schema = operation.requestBody?.content['application/json']?.schema;
          if (!schema) return [];
          const url = path.replace(/\{(\w+)\}/g, () => {
            const collection = Object.keys(realIds).find((name) => path.includes(`/${name}/`));
            return collection ? realIds[collection] : '00000000-0000-4000-8000-000000000000';
          });
          const name = `${method.toUpperCase()} ${path}`;
          return [
            {
              name,
              method: method.toUpperCase() as 'POST',
              url,
              body: plausible(schema),
              fields: fieldsOf(schema),
            },
          ];
        }),
      );

  /** Sends a body as the owner (signed in again first if a previous test ended the session). */
  const sendAsOwner = async (operation: { method: 'POST'; url: string }, body: unknown) =>
    api.app.inject({
      method: operation.method,
      url: operation.url,
      headers: { ...CSRF, ...staff.headers.owner, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const ownerSignedIn = async () => {
    const owner = DEMO_ACCOUNTS.find((account) => account.role === 'owner')!;
    if ((await api.http().get('/api/auth/me').set(staff.headers.owner)).status !== 200) {
      staff.headers.owner = bearer(await login(api, owner.email, owner.password));
    }
  };

  /** What is wrong with an answer to a broken body: a 5xx, an error outside the shared shape, or none. */
  const serverFault = (response: { statusCode: number; body: string }): string | null =>
    response.statusCode >= 500
      ? 'a 5xx'
      : response.statusCode >= 400 && !inSharedShape(response.body)
        ? 'outside the shared shape'
        : null;

  /** Whether the answer is a 400 `validation_failed` naming the field (or, for a list's element, the list). */
  const refusedNaming = (response: { statusCode: number; body: string }, field: BodyField): boolean => {
    const answer = safeJson(response.body) as { error?: { code?: string; details?: { field: string }[] } };
    return (
      response.statusCode === 400 &&
      answer.error?.code === 'validation_failed' &&
      (answer.error.details ?? []).some(
        (detail) => detail.field === field.path || field.path.startsWith(`${detail.field}.`),
      )
    );
  };

  const shown = (
    operation: { name: string },
    field: BodyField,
    value: unknown,
    response: { statusCode: number; body: string },
  ) =>
    `${operation.name} ${field.path}=${JSON.stringify(value)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;

  it('refuses null in every body field the document does not mark nullable, naming the field', async () => {
    await ownerSignedIn();
    const failures: string[] = [];
    let checked = 0;
    for (const operation of bodyOperations()) {
      // Null in every field the document does not mark nullable and that holds no other (a field holding
      // others nulled would hide them) at once: each must be named. The others, and a field the answer does
      // not name (a rule of one field may depend on another), are tried alone.
      const leaves = operation.fields.filter(
        (field) =>
          !field.nullable && !operation.fields.some((other) => other.path.startsWith(`${field.path}.`)),
      );
      const together = await sendAsOwner(
        operation,
        leaves.reduce((body, field) => withValue(body, field.path, null), operation.body),
      );
      const fault = serverFault(together);
      if (fault) failures.push(`${fault}: ${operation.name} every field null -> ${together.statusCode}`);
      const alone = operation.fields.filter(
        (field) => !leaves.includes(field) || fault || !refusedNaming(together, field),
      );
      checked += operation.fields.length;
      for (const field of alone) {
        const response = await sendAsOwner(operation, withValue(operation.body, field.path, null));
        // Where the document allows null (it clears a value, or means none), it is no error of the server.
        const problem =
          serverFault(response) ??
          (field.nullable || refusedNaming(response, field) ? null : 'not a 400 naming the field');
        if (problem) failures.push(`${problem}: ${shown(operation, field, null, response)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses an empty list wherever a body expects an object, naming the field', async () => {
    await ownerSignedIn();
    const failures: string[] = [];
    let checked = 0;
    for (const operation of bodyOperations()) {
      for (const field of operation.fields.filter((candidate) => candidate.object)) {
        const response = await sendAsOwner(operation, withValue(operation.body, field.path, []));
        checked += 1;
        const problem =
          serverFault(response) ?? (refusedNaming(response, field) ? null : 'not a 400 naming the field');
        if (problem) failures.push(`${problem}: ${shown(operation, field, [], response)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('answers every validly signed unsubscribe token of another shape as an invalid link', async () => {
    const links = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        // The unsubscribe links' query token (a seller's report link has its own in the path; a portal feed's
        // token is a bare key with no payload, which the feed's own tests cover).
        .filter(
          ([, operation]) =>
            !path.startsWith('/api/feeds/') &&
            operation.parameters?.some((parameter) => parameter.name === 'token' && parameter.in === 'query'),
        )
        .map(([method]) => ({ path, method: method.toUpperCase() as 'GET' })),
    );
    expect(links.length).toBeGreaterThanOrEqual(3);
    const failures: string[] = [];
    for (const { path, method } of links) {
      // The monthly letter's links are signed under their own key and named by their own code; opening one
      // (GET /api/newsletter/unsubscribe) only leads to the page, whatever the token.
      const newsletter = path.startsWith('/api/newsletter/');
      const opens = newsletter && method === 'GET' && path.endsWith('/unsubscribe');
      const sign = newsletter ? signedNewsletterToken : signedUnsubscribeToken;
      const invalidCode = newsletter ? 'newsletter_link_invalid' : 'invalid_unsubscribe_token';
      const send = (payload: unknown) =>
        api.app.inject({
          method,
          url: `${path}?token=${encodeURIComponent(sign(api, payload))}`,
        });
      // Signed as the product signs them: a payload of the right shape is taken. The owner's account, which the
      // fuzz above never erases (the registered visitor's may be gone, and a letter's link then answers 404).
      const taken = await send({ u: staff.userIds.owner, x: 4_000_000_000 });
      expect({ method, path, status: taken.statusCode }).toEqual({ method, path, status: opens ? 302 : 200 });
      for (const payload of HOSTILE_UNSUBSCRIBE_PAYLOADS) {
        const response = await send(payload);
        const answer = safeJson(response.body) as { error?: { code?: string } } | null;
        if (
          opens
            ? response.statusCode !== 302
            : response.statusCode !== 422 || answer?.error?.code !== invalidCode
        ) {
          failures.push(
            `${method} ${path} ${JSON.stringify(payload)} -> ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every hostile media file address in the shared shape, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of MEDIA_ROUTES) {
      for (const value of HOSTILE_URL) {
        for (let position = 0; position < (route.match(/\{/g) ?? []).length; position += 1) {
          let index = -1;
          const url = route.replace(/\{\w+\}/g, () => ((index += 1) === position ? value : 'a'));
          const response = await api.app.inject({ method: 'GET', url });
          if (response.statusCode >= 500 || (response.statusCode >= 400 && !inSharedShape(response.body))) {
            failures.push(
              `GET ${url.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
