import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the browser accepts: brotli, then gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): Encoding {
  return negotiate<Encoding>(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']) ?? 'identity';
}
