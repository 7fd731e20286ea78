import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { acceptedEncoding } from '../../../platform/http/content-encoding';
import type { PageResponder } from '../../../platform/http/page-responder';
import { Metrics } from '../../../platform/metrics/metrics';
import { SpaFallback } from '../../../platform/http/spa-fallback';
import { PageAssets } from './page-assets';
import { PageReads } from './page-reads';
import { PageTemplate } from './page-template';
import { RenderedPage, RenderedPages } from './rendered-pages';
import type { RenderResult, ServerEntry } from './server-entry';

const LANGUAGE_COOKIE = /(?:^|;\s*)lang=(en|de|ru|mk)(?:;|$)/;
/** Public pages are the same for everyone: shared caches keep them a minute, then revalidate (ETag). */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Answers every address of the site that is no API call and no file: public pages rendered on the server
 * with their data (entry-server.tsx of the frontend), signed-in and staff pages as the frame the browser
 * renders. Whatever goes wrong while rendering, the visitor gets the frame and the browser renders the
 * page itself: never a blank page, never a 500 for a page.
 */
@Injectable()
export class ServerRenderer implements PageResponder, OnModuleInit {
  private readonly logger = new Logger(ServerRenderer.name);
  private entry: ServerEntry | null = null;
  private template: PageTemplate | null = null;
  private assets: PageAssets | null = null;
  private readonly pages = new RenderedPages();
  private frame: SpaFallback | null = null;
  private buildId = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reads: PageReads,
    private readonly metrics: Metrics,
  ) {}

  async onModuleInit(): Promise<void> {
    const indexFile = path.resolve(this.config.frontendDist, 'index.html');
    const entryFile = path.resolve(this.config.frontendDist, '../dist-server/entry-server.js');
    if (!existsSync(indexFile)) return;
    const indexHtml = readFileSync(indexFile, 'utf8');
    this.frame = SpaFallback.fromHtml(indexHtml);
    // A rendered page loads its code through the build's manifest: without both, the browser renders.
    const manifestFile = path.resolve(this.config.frontendDist, '.vite/manifest.json');
    if (!existsSync(entryFile) || !existsSync(manifestFile)) {
      this.logger.warn(
        `No server renderer at ${entryFile} or no ${manifestFile}: pages are rendered in the browser`,
      );
      return;
    }
    this.template = PageTemplate.fromHtml(indexHtml, (href) =>
      readFileSync(path.join(this.config.frontendDist, href), 'utf8'),
    );
    this.assets = PageAssets.fromManifest(readFileSync(manifestFile, 'utf8'));
    this.buildId = createHash('sha256').update(indexHtml).digest('base64url').slice(0, 12);
    this.entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  }

  handles(request: FastifyRequest): boolean {
    return this.frame?.handles(request) ?? false;
  }

  async send(reply: FastifyReply): Promise<void> {
    const request = reply.request;
    const redirect = languageRedirect(request);
    if (redirect) {
      void reply.header('cache-control', 'no-store').header('vary', 'cookie').redirect(redirect, 302);
      return;
    }
    if (!this.entry || !this.template || !this.assets) return this.frame?.send(reply);
    let result: RenderResult;
    const loading = this.metrics.serverRenderingDuration.startTimer({ phase: 'load' });
    try {
      result = await this.entry.render({
        url: request.url,
        origin: this.config.publicUrl,
        transport: this.reads.transport,
        onError: (error) =>
          this.logger.error(
            { err: error, requestId: request.id, url: request.url },
            'A part of a page failed to render',
          ),
      });
    } catch (error) {
      this.logger.error({ err: error, requestId: request.id, url: request.url }, 'Server rendering failed');
      return this.frame?.send(reply);
    } finally {
      loading();
    }
    if (result.kind === 'redirect') {
      void reply.header('cache-control', 'no-store').redirect(result.location, result.status);
      return;
    }
    if (result.kind === 'browser') {
      void reply.header('x-robots-tag', 'noindex');
      return this.frame?.send(reply);
    }
    const loaded = result;
    const pathname = request.url.split('?')[0];
    const etag = `W/"${createHash('sha256')
      .update([this.buildId, request.url, loaded.contents].join('\n'))
      .digest('base64url')
      .slice(0, 27)}"`;
    const template = this.template;
    const assets = this.assets;
    let page: RenderedPage;
    let rendered = false;
    try {
      page = await this.pages.get(etag, async () => {
        rendered = true;
        const rendering = this.metrics.serverRenderingDuration.startTimer({ phase: 'render' });
        const { status, head, html } = await loaded.render().finally(() => rendering());
        const { before, after } = template.parts({
          language: loaded.language,
          head,
          script: assets.tag(loaded.modules),
          pagePath: pagePathOf(pathname),
          state: loaded.state,
        });
        return new RenderedPage(status, Buffer.from(before + html + after, 'utf8'));
      });
    } catch (error) {
      this.logger.error({ err: error, requestId: request.id, url: request.url }, 'Server rendering failed');
      return this.frame?.send(reply);
    }
    // Waiting for the same page another request is rendering counts as a hit: this request rendered nothing.
    this.metrics.renderedPageCache.inc({ result: rendered ? 'miss' : 'hit' });
    void reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PUBLIC_PAGE_CACHE)
      .header('etag', etag)
      .header('vary', pathname === '/' ? 'accept-encoding, cookie' : 'accept-encoding');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      void reply.status(304).send();
      return;
    }
    // Fastify's compression hooks belong to routes, and pages are no route: they compress themselves.
    const encoding = acceptedEncoding(request);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    void reply.send(await page.body(encoding));
  }
}

/** The page within its language: `/en/properties` -> `/properties`, `/en` -> `/`. */
function pagePathOf(pathname: string): string {
  const prefixed = /^\/(?:en|de|ru|mk)(\/.*)?$/.exec(pathname);
  return prefixed ? prefixed[1] || '/' : pathname;
}

/**
 * A visit to `/` opens the home page in the language the visitor chose before (the `lang` cookie the
 * language selector sets); `/es/...` is the Spanish address without its prefix. Any other address opens
 * in its own language, whatever the cookie: a shared link shows what its sender saw.
 */
function languageRedirect(request: FastifyRequest): string | null {
  const [pathname, query] = request.url.split(/\?(.*)/s);
  const search = query === undefined ? '' : `?${query}`;
  if (pathname === '/') {
    const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    return chosen ? `/${chosen}${search}` : null;
  }
  if (pathname === '/es' || pathname.startsWith('/es/')) return (pathname.slice(3) || '/') + search;
  return null;
}
