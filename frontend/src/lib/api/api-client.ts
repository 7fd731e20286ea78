import createClient from 'openapi-fetch';
import type { Middleware } from 'openapi-fetch';
import { i18n } from '../i18n/i18n';
import type { paths } from './schema';
import type { ApiErrorBody, ApiErrorDetail } from './types';

/** Why a call failed: the network (no answer at all) or the API (an answer with an error status). */
export type ApiErrorKind = 'network' | 'http';

/** A failed API call, carrying the API's error shape `{ error: { code, message, details } }`. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];
  readonly requestId: string | null;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    code: string;
    message: string;
    details?: ApiErrorDetail[];
    requestId?: string | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId ?? null;
  }

  /** The API's message for one field of a rejected request, if it named that field. */
  fieldDetail(field: string): ApiErrorDetail | undefined {
    return this.details.find((detail) => detail.field === field);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What the API client needs from the session (lib/auth registers it): the access token it holds in memory
 * and a way to get a fresh one from the refresh cookie. The client knows nothing else about accounts.
 */
export interface ApiAuthHandler {
  /** The access token to send, or null when there is none or it has expired. */
  accessToken(): string | null;
  /**
   * A fresh access token after `rejected` was refused (or none was held): the one another call already
   * obtained, or a new one from `POST /api/auth/refresh`; null when the session is over.
   */
  renew(rejected: string | null): Promise<string | null>;
  /** A call with the token succeeded: the server counted it as activity of the session. */
  onAuthenticatedResponse(): void;
}

let authHandler: ApiAuthHandler | null = null;

/** Lets the session supply the bearer token of later calls (called once, by lib/auth). */
export function registerApiAuth(handler: ApiAuthHandler): void {
  authHandler = handler;
}

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
const protocol: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', i18n.language || 'es');
    return request;
  },
  async onResponse({ response }) {
    if (!response.ok) throw await errorOf(response);
    return response;
  },
};

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

function createApiClient(session: Middleware | null) {
  const client = createClient<ClientPaths>({
    fetch: send,
    querySerializer: serializeQuery,
    headers: { ...CSRF_HEADER, Accept: 'application/json' },
  });
  // onResponse runs in reverse order: the session's retry happens before the protocol reads the answer.
  client.use(protocol);
  if (session) client.use(session);
  return client;
}

/*
 * The typed clients of the API, generated from its OpenAPI document (`schema.ts`): a path, its parameters,
 * its body and its answer come from the contract. They differ only in how they use the session, so a call
 * names its needs by the client it picks, and one middleware per need holds the rule:
 * - `api`: sends the access token when there is a valid one, and on a 401 refreshes once and retries
 *   (public pages and forms, which some accounts see differently);
 * - `signedInApi`: the call needs a session: a missing or expired token is refreshed before the call;
 * - `anonymousApi`: never sends the access token and never refreshes (the session routes themselves:
 *   sign-in, sign-up, refresh, sign-out, and the e-mail links' tokens).
 * Every failure is thrown as an ApiError (`kind` 'network' when no API answered), so `dataOf` below only
 * ever meets a success.
 */
export const api = createApiClient(sessionMiddleware('optional'));
export const signedInApi = createApiClient(sessionMiddleware('required'));
export const anonymousApi = createApiClient(null);

/** The answer of a call through one of the clients above (which throw on every failure). */
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
