import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { requestContext } from '../http/request-context';

/**
 * What a failed SQL statement may carry in its message (drivers quote the statement with its values):
 * argon2 hashes and SHA-256 token hashes. Masked in logged errors, so a failure in a table of secrets
 * does not copy one into the logs.
 */
const SECRET_PATTERNS = [/\$argon2(id|i|d)\$[^\s'"]+/g, /\b[0-9a-f]{64}\b/g];

export function scrubSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((result, pattern) => result.replace(pattern, '[redacted]'), text);
}

/**
 * Where a URL carries a bearer secret, logged masked: the segment after a seller's report prefix, and a
 * `token` query parameter (an alert's one-click unsubscribe link).
 */
const SECRET_URL_PARTS = [/(\/seller-reports?\/)[^/?#]+/g, /([?&]token=)[^&#]+/g];

export function scrubUrl(url: string): string {
  return SECRET_URL_PARTS.reduce((result, pattern) => result.replace(pattern, '$1[redacted]'), url);
}

/** Fastify's request serializer, with the URL scrubbed of the secrets some paths carry. */
function serializeRequest(request: {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : scrubUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function serializeError(error: Error): pino.SerializedError {
  const serialized = pino.stdSerializers.err(error);
  serialized.message = scrubSecrets(serialized.message ?? '');
  serialized.stack = scrubSecrets(serialized.stack ?? '');
  return serialized;
}

/**
 * Structured JSON logs (pino). Credentials never reach a log line: headers that carry them and any field
 * named like a secret are redacted, and logged errors are scrubbed of password and token hashes.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  name: string,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    name,
    level: config.logLevel,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.confirmPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    serializers: { err: serializeError, req: serializeRequest },
    mixin: () => {
      const context = requestContext.current();
      return context ? { requestId: context.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's start-up chatter (one line per module and route) is debug detail, not operational news. */
const BOOTSTRAP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Routes Nest's own logging into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write(context && BOOTSTRAP_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(level: pino.Level, message: unknown, context?: string, trace?: string): void {
    if (typeof message === 'object' && message !== null) {
      const { msg, ...rest } = message as { msg?: string } & Record<string, unknown>;
      this.logger[level]({ context, ...rest, ...(trace ? { trace } : {}) }, msg ?? '');
    } else {
      this.logger[level]({ context, ...(trace ? { trace } : {}) }, String(message));
    }
  }
}
