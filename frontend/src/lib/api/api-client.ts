import { i18n } from '../i18n/i18n';
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

type QueryValue = string | number | boolean | null | undefined;

/**
 * How a call uses the session:
 * - `none`: never sends the access token and never refreshes (the sign-in, sign-up, refresh and sign-out
 *   calls themselves, and public forms);
 * - `optional` (default): sends the access token when there is a valid one, and on a 401 refreshes once
 *   and retries;
 * - `required`: the call needs a session: a missing or expired token is refreshed before the call.
 */
export type ApiAuthMode = 'none' | 'optional' | 'required';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a FormData is sent as multipart (file uploads), the browser setting its boundary. */
  body?: unknown;
  signal?: AbortSignal;
  auth?: ApiAuthMode;
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

/**
 * The header every call carries. The API refuses the routes that read or set the session cookie without it
 * (CSRF protection: a cross-site page cannot add it without a CORS preflight the API never grants).
 */
export const CSRF_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

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

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** One HTTP exchange: the JSON of a successful answer, or an ApiError. */
async function send<T>(path: string, options: ApiRequestOptions, token: string | null): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = {
    ...CSRF_HEADERS,
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'es',
  };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ kind: 'network', status: 0, code: 'network_error', message: String(cause) });
  }

  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (!response.ok) {
    const requestId = response.headers.get('x-request-id');
    if (isErrorBody(payload)) {
      throw new ApiError({
        kind: 'http',
        status: response.status,
        code: payload.error.code,
        message: payload.error.message,
        details: payload.error.details,
        requestId: payload.error.requestId ?? requestId,
      });
    }
    // No API answer in the agreed shape: a proxy or gateway in between (e.g. the API is down behind it).
    const gateway = response.status === 502 || response.status === 503 || response.status === 504;
    throw new ApiError({
      kind: gateway ? 'network' : 'http',
      status: response.status,
      code: `http_${response.status}`,
      message: response.statusText || `HTTP ${response.status}`,
      requestId,
    });
  }

  return payload as T;
}

function signedOut(): ApiError {
  return new ApiError({ kind: 'http', status: 401, code: 'unauthenticated', message: 'Not signed in' });
}

/**
 * Calls the API under /api and returns its JSON. Every failure becomes an ApiError: a network failure
 * (kind 'network', status 0) or an answer with an error status, parsed from the API's error shape.
 * Calls that carry the access token and are refused with 401 (expired token) refresh the session once
 * and are sent again; a second refusal is the caller's to handle.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const mode = options.auth ?? 'optional';
  const handler = mode === 'none' ? null : authHandler;
  let token = handler?.accessToken() ?? null;
  if (mode === 'required' && !token) {
    token = (await handler?.renew(null)) ?? null;
    if (!token) throw signedOut();
  }
  if (!handler || !token) return send<T>(path, options, null);

  try {
    const result = await send<T>(path, options, token);
    handler.onAuthenticatedResponse();
    return result;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const renewed = await handler.renew(token);
    if (!renewed) throw error;
    const result = await send<T>(path, options, renewed);
    handler.onAuthenticatedResponse();
    return result;
  }
}
