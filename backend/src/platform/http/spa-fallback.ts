import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Client-side routes (/properties, /property/x, ...) are not files: a GET outside /api and /media that
 * asks for HTML gets the SPA's index.html, and react-router takes over.
 */
export class SpaFallback {
  private constructor(private readonly indexHtml: string) {}

  static load(distDir: string): SpaFallback | null {
    const file = path.resolve(distDir, 'index.html');
    return existsSync(file) ? new SpaFallback(readFileSync(file, 'utf8')) : null;
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
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }
}
