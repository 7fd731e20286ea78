import type { Transform } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the browser accepts: brotli, then gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): Encoding {
  return negotiate<Encoding>(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']) ?? 'identity';
}

/**
 * A compressor for an answer written while it is produced (a rendered page). Quality 5 keeps brotli about
 * as fast as gzip's default while its output stays a fifth smaller; answers known at start are compressed
 * at the best quality once (spa-fallback.ts, the build's assets).
 */
export function streamCompressor(encoding: Exclude<Encoding, 'identity'>): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip();
}
