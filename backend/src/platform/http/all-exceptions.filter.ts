import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domain/domain-error';
import { StreamVersionConflictError } from '../event-store/stream-version-conflict.error';
import { countAsPage } from '../metrics/http-metrics';
import { ApiError, type ErrorBody, type FieldError } from './api-error';
import { localizedErrorMessage } from './error-messages';
import { RateLimitExceededError } from './rate-limit';
import type { PageResponder } from './page-responder';

const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  not_found: 404,
  gone: 410,
  conflict: 409,
  forbidden: 403,
  unsupported: 415,
};

const DEFAULT_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
};

/**
 * Every error leaves the API in one shape. Known errors keep their status and code; anything unexpected
 * is a 500 that carries the request id and never a stack trace (the log has it).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly pages: PageResponder | null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = errorResponse(exception, request);
    if (status === 404 && this.pages?.handles(request)) {
      countAsPage(request);
      void Promise.resolve(this.pages.send(reply)).catch((error: unknown) => {
        this.logger.error({ err: error, requestId: request.id }, 'A page could not be sent');
        if (!reply.sent) void reply.status(500).send();
      });
      return;
    }
    if (status >= 500) {
      this.logger.error({ err: exception, requestId: request.id }, 'Unexpected error');
      body.error.requestId = String(request.id);
    }
    const acceptLanguage = request.headers?.['accept-language'];
    body.error.message = localizedErrorMessage(body.error.code, acceptLanguage) ?? body.error.message;
    body.error.details?.forEach((detail) => {
      detail.message = localizedErrorMessage(detail.code, acceptLanguage) ?? detail.message;
    });
    if (exception instanceof RateLimitExceededError) {
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    }
    void reply.status(status).header('cache-control', 'no-store').send(body);
  }
}

/** The status and error shape of a failure (also how the server renderer's in-process reads fail). */
export function errorResponse(
  exception: unknown,
  request: Pick<FastifyRequest, 'method' | 'url'>,
): { status: number; body: ErrorBody } {
  if (exception instanceof ApiError) {
    const status = exception.getStatus();
    return { status, body: errorBody(exception.code, exception.message, exception.details) };
  }
  if (exception instanceof StreamVersionConflictError) {
    return {
      status: 409,
      body: errorBody(
        'version_conflict',
        'Someone else changed this record meanwhile. Reload it to see the latest version before saving.',
      ),
    };
  }
  if (exception instanceof DomainError) {
    // A rule about one field (a weak password) names it, so the form shows the message next to it; rules
    // about several fields (each slot of a viewing request) list them under `fields`.
    const field = exception.details?.field;
    const fields = exception.details?.fields;
    const details: FieldError[] | undefined = Array.isArray(fields)
      ? (fields as FieldError[]).map((entry) => ({ ...entry }))
      : typeof field === 'string'
        ? [{ field, code: exception.code, message: exception.message }]
        : undefined;
    return {
      status: DOMAIN_STATUS[exception.kind],
      body: errorBody(exception.code, exception.message, details),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message =
      status === 404 ? `No route ${request.method} ${request.url.split('?')[0]}` : exception.message;
    return { status, body: errorBody(DEFAULT_CODES[status] ?? 'http_error', message) };
  }
  // Errors Fastify raises before a handler runs (malformed JSON, wrong content type, body too large).
  const statusCode = (exception as { statusCode?: unknown })?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return {
      status: statusCode,
      body: errorBody(DEFAULT_CODES[statusCode] ?? 'bad_request', (exception as Error).message),
    };
  }
  return {
    status: 500,
    body: errorBody('internal_error', 'Something went wrong on our side. Please try again.'),
  };
}

function errorBody(code: string, message: string, details?: ErrorBody['error']['details']): ErrorBody {
  return { error: details && details.length > 0 ? { code, message, details } : { code, message } };
}
