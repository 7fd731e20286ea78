import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, apiRequest, registerApiAuth } from './api-client';
import type { ApiAuthHandler } from './api-client';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const realFetch = globalThis.fetch;
let sent: Sent[];
let answers: Response[];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
    });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer;
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiRequest and the session', () => {
  it('always sends X-Requested-With (the CSRF defence of the cookie routes)', async () => {
    session(null, null);
    answers.push(json(200, { ok: true }));
    await apiRequest('/properties');
    expect(sent[0].headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(sent[0].headers.Authorization).toBeUndefined();
  });

  it('sends the access token as a bearer and reports the activity', async () => {
    const handler = session('token-1', null);
    answers.push(json(200, { id: 'u1' }));
    await expect(apiRequest('/auth/me', { auth: 'required' })).resolves.toEqual({ id: 'u1' });
    expect(sent[0].headers.Authorization).toBe('Bearer token-1');
    expect(handler.onAuthenticatedResponse).toHaveBeenCalledTimes(1);
  });

  it('on a 401 refreshes once and sends the call again with the new token', async () => {
    const handler = session('old', 'new');
    answers.push(expired(), json(200, { id: 'u1' }));
    await expect(apiRequest('/account/profile', { auth: 'required' })).resolves.toEqual({ id: 'u1' });
    expect(handler.renew).toHaveBeenCalledTimes(1);
    expect(handler.renew).toHaveBeenCalledWith('old');
    expect(sent.map((request) => request.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not retry a second time: a refused retry is the caller’s error', async () => {
    const handler = session('old', 'new');
    answers.push(expired(), expired());
    await expect(apiRequest('/account/profile', { auth: 'required' })).rejects.toMatchObject({
      status: 401,
      code: 'token_expired',
    });
    expect(handler.renew).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('gives up with the original 401 when the session cannot be renewed', async () => {
    session('old', null);
    answers.push(expired());
    const error = await apiRequest('/account/profile', { auth: 'required' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'token_expired' });
    expect(sent).toHaveLength(1);
  });

  it('renews before a call that needs a session when no token is held', async () => {
    const handler = session(null, 'fresh');
    answers.push(json(200, { total: 3 }));
    await apiRequest('/users/count', { auth: 'required' });
    expect(handler.renew).toHaveBeenCalledWith(null);
    expect(sent[0].headers.Authorization).toBe('Bearer fresh');
  });

  it('refuses locally, without a request, a call that needs a session when there is none', async () => {
    session(null, null);
    await expect(apiRequest('/users/count', { auth: 'required' })).rejects.toMatchObject({
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
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.es', password: 'x' }, auth: 'none' }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(sent[0].headers.Authorization).toBeUndefined();
    expect(handler.renew).not.toHaveBeenCalled();
  });

  it('sends JSON bodies as JSON and FormData as multipart, leaving the boundary to the browser', async () => {
    session(null, null);
    answers.push(json(201, { id: 'a' }), json(201, { id: 'b' }));
    await apiRequest('/inquiries', { method: 'POST', body: { name: 'Ana' } });
    expect(sent[0].headers['Content-Type']).toBe('application/json');
    expect(sent[0].body).toBe('{"name":"Ana"}');

    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await apiRequest('/admin/media', { method: 'POST', body: form });
    expect(sent[1].headers['Content-Type']).toBeUndefined();
    expect(sent[1].body).toBe(form);
  });

  it('turns a failed connection into a network ApiError', async () => {
    session(null, null);
    await expect(apiRequest('/properties')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});
