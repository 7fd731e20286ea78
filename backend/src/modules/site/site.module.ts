import { Module } from '@nestjs/common';
import { PAGE_RESPONDER } from '../../platform/http/page-responder';
import { MapConfigController } from './map-config/map-config.http.controller';
import { PageReads } from './rendering/page-reads';
import { ServerRenderer } from './rendering/server-renderer';
import { RobotsController } from './robots/robots.http.controller';
import { PROTOCOL_LIMITS, SITEMAP_LIMITS, Sitemap } from './sitemap/sitemap';
import { SitemapController } from './sitemap/sitemap.http.controller';

/**
 * The public site as search engines and link previews read it (server-rendered pages, sitemap, robots.txt),
 * and the installation's settings the SPA reads (the map's tiles).
 */
@Module({
  controllers: [SitemapController, RobotsController, MapConfigController],
  providers: [
    PageReads,
    ServerRenderer,
    { provide: PAGE_RESPONDER, useExisting: ServerRenderer },
    Sitemap,
    { provide: SITEMAP_LIMITS, useValue: PROTOCOL_LIMITS },
  ],
})
export class SiteModule {}
