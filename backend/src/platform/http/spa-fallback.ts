import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from './content-encoding';
import type { PageResponder } from './page-responder';

/** `<link ... data-only-on="/">`: a hint the build scoped to one page (the home page's hero image). */
const PAGE_SCOPED_TAG = /\s*<link\b[^>]*\bdata-only-on="([^"]*)"[^>]*>/g;

/** One page's index.html, compressed once when the server starts (brotli and gzip at their best). */
class CompressedHtml {
  private readonly bodies: Record<Encoding, Buffer>;
  private readonly etags: Record<Encoding, string>;

  constructor(html: string) {
    const identity = Buffer.from(html, 'utf8');
    this.bodies = {
      identity,
      br: brotliCompressSync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip: gzipSync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
    };
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 16);
    // Each encoding is its own representation, so each has its own strong entity tag.
    this.etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
  }

  send(request: FastifyRequest, reply: FastifyReply): void {
    const encoding = acceptedEncoding(request);
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', this.etags[encoding]);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === this.etags[encoding])) {
      void reply.status(304).send();
      return;
    }
    void reply.send(this.bodies[encoding]);
  }
}

/**
 * Client-side routes (/properties, /property/x, ...) are not files: a GET outside /api and /media that
 * asks for HTML gets the SPA's index.html, and react-router takes over. Tags the build scoped to one page
 * (`data-only-on`) are kept on that page only.
 */
export class SpaFallback implements PageResponder {
  private constructor(
    private readonly pages: ReadonlyMap<string, CompressedHtml>,
    private readonly otherPages: CompressedHtml,
  ) {}

  static load(distDir: string): SpaFallback | null {
    const file = path.resolve(distDir, 'index.html');
    return existsSync(file) ? SpaFallback.fromHtml(readFileSync(file, 'utf8')) : null;
  }

  static fromHtml(indexHtml: string): SpaFallback {
    const scopedTo = new Set([...indexHtml.matchAll(PAGE_SCOPED_TAG)].map((match) => match[1]));
    const forPage = (page: string | null) =>
      new CompressedHtml(
        indexHtml.replace(PAGE_SCOPED_TAG, (tag: string, only: string) => (only === page ? tag : '')),
      );
    return new SpaFallback(new Map([...scopedTo].map((page) => [page, forPage(page)])), forPage(null));
  }

  handles(request: FastifyRequest): boolean {
    const url = request.url;
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/media/') &&
      !/\.[a-z0-9]+(\?|$)/i.test(url.split('?')[0])
    );
  }

  send(reply: FastifyReply): void {
    const request = reply.request;
    const page = this.pages.get(request.url.split('?')[0]) ?? this.otherPages;
    page.send(request, reply);
  }
}
