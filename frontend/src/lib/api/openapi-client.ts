// The typed clients of the API, generated from its OpenAPI document (`schema.ts`, `npm run gen:api`): a
// path, its parameters, its body and its answer come from the contract, never from the caller:
//   const property = await dataOf(api.GET('/api/properties/{id}', { params: { path: { id } } }));
// The three clients differ only in how they use the session, so a call states its needs by the client it
// picks and a middleware holds each rule once (a header per call would be a string to get wrong):
// - `api`: sends the access token when there is a valid one; on a 401 refreshes once and retries (public
//   pages and forms, which some accounts may see differently);
// - `signedInApi`: the call needs a session: a missing or expired token is refreshed before the call, and
//   without a session it fails at once, with no request;
// - `anonymousApi`: never sends the access token and never refreshes (the session routes themselves, which
//   use the refresh cookie, and the tokens of e-mail links).
// Every failure is thrown as an ApiError (lib/api/api-client.ts), so a call that returns has succeeded.
import createClient from 'openapi-fetch';
import type { Middleware } from 'openapi-fetch';
import { i18n } from '../i18n/i18n';
import { ApiError, registeredApiAuth } from './api-client';
import type { paths } from './schema';
import type { ApiErrorBody } from './types';

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** The ApiError of an answer with an error status, from the API's error shape when it has one. */
async function errorOf(response: Response): Promise<ApiError> {
  const { status } = response;
  const requestId = response.headers.get('x-request-id');
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) {
    const { code, message, details, requestId: bodyRequestId } = body.error;
    return new ApiError({
      kind: 'http',
      status,
      code,
      message,
      details,
      requestId: bodyRequestId ?? requestId,
    });
  }
  // No API answer in the agreed shape: a proxy or gateway in between (e.g. the API is down behind it).
  const gateway = status === 502 || status === 503 || status === 504;
  return new ApiError({
    kind: gateway ? 'network' : 'http',
    status,
    code: `http_${status}`,
    message: response.statusText || `HTTP ${status}`,
    requestId,
  });
}

/**
 * The client's fetch: a failed connection becomes a network ApiError (status 0), an aborted call stays an
 * AbortError. Also what the session middleware sends a retried request with, so retries fail alike.
 */
async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ kind: 'network', status: 0, code: 'network_error', message: String(cause) });
  }
}

/** Query parameters without the empty ones (undefined, null, '' or an empty list); lists comma-separated. */
function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = value === undefined || value === null ? '' : String(value);
    if (text) params.set(name, text);
  }
  return params.toString();
}

/**
 * The API's protocol, first to see a request and last to see its answer: the reader's language, and every
 * answer with an error status thrown as an ApiError, so a call that returns has succeeded.
 */
function protocol(readerLanguage: () => string): Middleware {
  return {
    onRequest({ request }) {
      // A call may ask for another language: the back office's editors read every translation ('*').
      if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', readerLanguage());
      return request;
    },
    async onResponse({ response }) {
      if (!response.ok) throw await errorOf(response);
      return response;
    },
  };
}

/** In the browser, the page's language (changing it loads the page anew). */
const pageLanguage = () => i18n.language || 'es';

function signedOut(): ApiError {
  return new ApiError({ kind: 'http', status: 401, code: 'unauthenticated', message: 'Not signed in' });
}

/**
 * Sends the access token as a bearer. A request refused with 401 (expired token) is sent again once, with
 * the token the session renews; a second refusal, or a session that cannot be renewed, is the caller's
 * error. `required` renews before the call when no token is held, and refuses locally when there is none.
 */
function sessionMiddleware(mode: 'optional' | 'required'): Middleware {
  // The token each request went with, and an unsent copy of it (a sent body cannot be read again).
  const sent = new WeakMap<Request, { token: string; copy: Request }>();
  return {
    async onRequest({ request }) {
      const authHandler = registeredApiAuth();
      let token = authHandler?.accessToken() ?? null;
      if (!token && mode === 'required') {
        token = (await authHandler?.renew(null)) ?? null;
        if (!token) throw signedOut();
      }
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      sent.set(request, { token, copy: request.clone() });
      return request;
    },
    async onResponse({ request, response }) {
      const authHandler = registeredApiAuth();
      const call = sent.get(request);
      if (!call || !authHandler) return undefined;
      let answer = response;
      if (response.status === 401) {
        const renewed = await authHandler.renew(call.token);
        if (!renewed) return undefined;
        call.copy.headers.set('Authorization', `Bearer ${renewed}`);
        answer = await send(call.copy);
      }
      if (answer.ok) authHandler.onAuthenticatedResponse();
      return answer;
    },
  };
}

/**
 * The API refuses the routes that read or set the session cookie without this header (CSRF protection: a
 * cross-site page cannot add it without a CORS preflight the API never grants). Every request carries it.
 */
const CSRF_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** An operation as callers see it: the contract's CSRF header parameter is the client's to send. */
type WithoutCsrfHeader<Operation> = Operation extends { parameters: { header: infer Header } }
  ? Omit<Operation, 'parameters'> & {
      parameters: Omit<Operation['parameters'], 'header'> & {
        header?: Omit<Header, keyof typeof CSRF_HEADER>;
      };
    }
  : Operation;

type ClientPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: WithoutCsrfHeader<paths[Path][Method]> };
};

function createApiClient(
  session: Middleware | null,
  transport = send,
  baseUrl?: string,
  readerLanguage = pageLanguage,
) {
  const client = createClient<ClientPaths>({
    baseUrl,
    fetch: transport,
    querySerializer: serializeQuery,
    headers: { ...CSRF_HEADER, Accept: 'application/json' },
  });
  // onResponse runs in reverse order: the session's retry happens before the protocol reads the answer.
  client.use(protocol(readerLanguage));
  if (session) client.use(session);
  return client;
}

export const api = createApiClient(sessionMiddleware('optional'));
export const signedInApi = createApiClient(sessionMiddleware('required'));
export const anonymousApi = createApiClient(null);

export type ApiClient = typeof api;

/**
 * The server renderer's client: the same contract and protocol as `api`, without a session (server-rendered
 * pages are the same for everyone), answered in-process by `transport` instead of over the network.
 */
export function createServerApiClient(
  transport: (request: Request) => Promise<Response>,
  origin: string,
  language: string,
): ApiClient {
  return createApiClient(null, transport, origin, () => language);
}

/** The answer of a call through one of the clients above: they throw on every failure, so it is there. */
export async function dataOf<Data>(call: Promise<{ data?: Data }>): Promise<Data> {
  return (await call).data as Data;
}

/**
 * The body of a file upload (multipart/form-data). The contract types a binary part as a string
 * (`format: binary`) while the browser sends the file itself, as FormData whose Content-Type and boundary
 * the browser sets: this is the one place where the two meet.
 */
export function multipart<Body>(parts: Record<keyof NoInfer<NonNullable<Body>>, Blob>): NonNullable<Body> {
  const form = new FormData();
  for (const [name, blob] of Object.entries<Blob>(parts)) form.append(name, blob);
  return form as unknown as NonNullable<Body>;
}
