import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './api-error';
import { localizedErrorMessage } from './error-messages';

/** The one error shape, in the language `Accept-Language` asks for (Spanish when unknown). */
export function errorBody(code: string, message: string, acceptLanguage: string | undefined): ErrorBody {
  return { error: { code, message: localizedErrorMessage(code, acceptLanguage) ?? message } };
}

/** Errors Fastify's router raises before any route, hook or Nest filter runs. */
const ROUTER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'malformed_url',
    message: 'The address is not valid: it holds a malformed percent-encoding.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: 'A part of the address is too long.',
  },
};

/**
 * Fastify's `frameworkErrors`: a malformed percent-encoding or an over-long path parameter answers in the
 * shared error shape instead of Fastify's own.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = ROUTER_ERRORS[error.code] ?? {
    status: 400,
    code: 'bad_request',
    message: 'The request could not be understood.',
  };
  void reply
    .code(known.status)
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .send(errorBody(known.code, known.message, request.headers['accept-language']));
}

/** Errors Node's HTTP parser raises (no request exists yet): status, code and message by `error.code`. */
function clientError(code: string | undefined): { status: number; code: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'headers_too_large',
        message: 'The request line or its headers are too large.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', message: 'The request took too long to arrive.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payload_too_large', message: 'The request body is too large.' };
    default:
      return { status: 400, code: 'malformed_request', message: 'The request is not valid HTTP.' };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers over 16 KB, conflicting
 * `Transfer-Encoding` and `Content-Length`, a malformed request line) gets a raw HTTP answer in the shared
 * error shape, in Spanish as no header could be read, and the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = clientError(error.code);
  const body = JSON.stringify(errorBody(code, message, undefined));
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
