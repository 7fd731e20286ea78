import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, registerApiAuth } from './api-client';
import type { ApiAuthHandler } from './api-client';
import { anonymousApi, api, dataOf, multipart, signedInApi } from './openapi-client';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** Node's Request needs an absolute address; in the browser the client's relative one is the page's. */
const baseUrl = 'http://localhost';
const realFetch = globalThis.fetch;
let sent: Sent[];
let answers: Response[];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function expired(): Response {
  return json(401, { error: { code: 'token_expired', message: 'The access token has expired.' } });
}

/** A session that holds `token` and renews to `next` (or cannot renew when `next` is null). */
function session(token: string | null, next: string | null) {
  let current = token;
  const handler = {
    accessToken: jest.fn(() => current),
    renew: jest.fn(async (_rejected: string | null) => {
      current = next;
      return next;
    }),
    onAuthenticatedResponse: jest.fn(),
  } satisfies ApiAuthHandler;
  registerApiAuth(handler);
  return handler;
}

beforeEach(() => {
  sent = [];
  answers = [];
  globalThis.fetch = (async (request: Request) => {
    sent.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer;
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the API client and the session', () => {
  it('always sends X-Requested-With (the CSRF defence of the cookie routes) and the reader’s language', async () => {
    session(null, null);
    answers.push(json(200, { items: [], total: 0 }));
    await api.GET('/api/properties', { baseUrl });
    expect(sent[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(sent[0].headers.get('Accept-Language')).toBe('es');
    expect(sent[0].headers.get('Authorization')).toBeNull();
  });

  it('leaves empty query parameters out and writes lists comma-separated, paths encoded', async () => {
    session(null, null);
    answers.push(json(200, { items: [] }), json(200, []));
    const query = {
      location: ['santander' as const, 'laredo' as const],
      type: [],
      q: '',
      priceMin: undefined,
      limit: 12,
    };
    await api.GET('/api/properties', { baseUrl, params: { query } });
    await api.GET('/api/properties/{id}/similar', { baseUrl, params: { path: { id: 'a/b' } } });
    expect(sent.map((request) => request.url)).toEqual([
      'http://localhost/api/properties?location=santander%2Claredo&limit=12',
      'http://localhost/api/properties/a%2Fb/similar',
    ]);
  });

  it('sends the access token as a bearer and reports the activity', async () => {
    const handler = session('token-1', null);
    answers.push(json(200, { id: 'u1' }));
    await expect(dataOf(signedInApi.GET('/api/auth/me', { baseUrl }))).resolves.toEqual({ id: 'u1' });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(handler.onAuthenticatedResponse).toHaveBeenCalledTimes(1);
  });

  it('on a 401 refreshes once and sends the call again, body included, with the new token', async () => {
    const handler = session('old', 'new');
    answers.push(expired(), json(200, { id: 'u1' }));
    const body = { firstName: 'Ana' };
    await expect(dataOf(signedInApi.PATCH('/api/account/profile', { baseUrl, body }))).resolves.toEqual({
      id: 'u1',
    });
    expect(handler.renew).toHaveBeenCalledTimes(1);
    expect(handler.renew).toHaveBeenCalledWith('old');
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
    expect(sent.map((request) => request.body)).toEqual(['{"firstName":"Ana"}', '{"firstName":"Ana"}']);
    expect(handler.onAuthenticatedResponse).toHaveBeenCalledTimes(1);
  });

  it('does not retry a second time: a refused retry is the caller’s error', async () => {
    const handler = session('old', 'new');
    answers.push(expired(), expired());
    await expect(signedInApi.GET('/api/account/profile', { baseUrl })).rejects.toMatchObject({
      status: 401,
      code: 'token_expired',
    });
    expect(handler.renew).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(handler.onAuthenticatedResponse).not.toHaveBeenCalled();
  });

  it('gives up with the original 401 when the session cannot be renewed', async () => {
    session('old', null);
    answers.push(expired());
    const error = await signedInApi.GET('/api/account/profile', { baseUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'token_expired' });
    expect(sent).toHaveLength(1);
  });

  it('renews before a call that needs a session when no token is held', async () => {
    const handler = session(null, 'fresh');
    answers.push(json(200, { total: 3 }));
    await signedInApi.GET('/api/users/count', { baseUrl });
    expect(handler.renew).toHaveBeenCalledWith(null);
    expect(sent[0].headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('refuses locally, without a request, a call that needs a session when there is none', async () => {
    session(null, null);
    await expect(signedInApi.GET('/api/users/count', { baseUrl })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    expect(sent).toHaveLength(0);
  });

  it('never sends the token nor refreshes on the session routes themselves', async () => {
    const handler = session('token-1', 'token-2');
    answers.push(
      json(401, { error: { code: 'invalid_credentials', message: 'Incorrect email or password.' } }),
    );
    const body = { email: 'a@b.es', password: 'x', rememberMe: false };
    await expect(anonymousApi.POST('/api/auth/login', { baseUrl, body })).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect(sent[0].headers.get('Authorization')).toBeNull();
    expect(handler.renew).not.toHaveBeenCalled();
  });

  it('reads the API’s error shape: code, message, field details and request id', async () => {
    session(null, null);
    const details = [{ field: 'email', code: 'invalid_email', message: 'Not an e-mail address.' }];
    answers.push(
      json(400, { error: { code: 'validation_failed', message: 'Invalid input.', details } }),
      json(500, { error: { code: 'internal_error', message: 'Unexpected error.', requestId: 'req-1' } }),
      new Response('', { status: 404, headers: { 'x-request-id': 'req-2' } }),
    );
    const body = { email: 'ana', language: 'es' as const };
    const rejected = await anonymousApi
      .POST('/api/auth/password-reset', { baseUrl, body })
      .catch((e: unknown) => e);
    expect(rejected).toMatchObject({ kind: 'http', status: 400, code: 'validation_failed' });
    expect((rejected as ApiError).fieldDetail('email')?.message).toBe('Not an e-mail address.');
    await expect(api.GET('/api/services', { baseUrl })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      code: 'internal_error',
      requestId: 'req-1',
    });
    await expect(api.GET('/api/services', { baseUrl })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      code: 'http_404',
      requestId: 'req-2',
    });
  });

  it('counts a gateway’s answer without the API’s error shape as the network’s failure', async () => {
    session(null, null);
    answers.push(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.GET('/api/services', { baseUrl })).rejects.toMatchObject({
      kind: 'network',
      status: 502,
      code: 'http_502',
      message: 'Bad Gateway',
    });
  });

  it('turns a failed connection into a network ApiError and lets an abort through', async () => {
    session(null, null);
    await expect(api.GET('/api/properties', { baseUrl })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    });
    const aborted = new AbortController();
    aborted.abort();
    globalThis.fetch = (async (request: Request) => {
      request.signal.throwIfAborted();
      return json(200, {});
    }) as typeof fetch;
    const error = await api
      .GET('/api/properties', { baseUrl, signal: aborted.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('sends JSON bodies as JSON and uploads as multipart, leaving the boundary to the browser', async () => {
    session('token-1', null);
    answers.push(new Response(null, { status: 202 }), json(201, { url: '/media/x.webp' }));
    await anonymousApi.POST('/api/auth/password-reset', {
      baseUrl,
      body: { email: 'ana@example.com', language: 'es' },
    });
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(sent[0].body).toBe('{"email":"ana@example.com","language":"es"}');

    const file = new File(['png bytes'], 'x.png', { type: 'image/png' });
    await signedInApi.POST('/api/admin/media', { baseUrl, body: multipart({ file }) });
    expect(sent[1].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[1].body).toContain('name="file"; filename="x.png"');
    expect(sent[1].body).toContain('png bytes');
  });
});
