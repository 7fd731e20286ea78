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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
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

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/**
 * Calls the API under /api and returns its JSON. Every failure becomes an ApiError: a network failure
 * (kind 'network', status 0) or an answer with an error status, parsed from the API's error shape.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'es',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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
