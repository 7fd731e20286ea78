// What every API call shares and screens rely on: the error a call fails with, and the session hook that
// supplies its bearer token. The calls themselves go through the typed clients of `openapi-client.ts`,
// which only the pages that call the API download (the home page of a first visit never does).
import type { ApiErrorDetail } from './types';

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

/** The session's handler, for the clients' middleware; null until lib/auth registers it. */
export function registeredApiAuth(): ApiAuthHandler | null {
  return authHandler;
}
