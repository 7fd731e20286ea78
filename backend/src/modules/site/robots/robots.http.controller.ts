import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { Public } from '../../../platform/http/access-policy';
import { LANGUAGE_PREFIXES, PRIVATE_PAGES, SITE_FILE_CACHE } from '../site-addresses';

/** The site's address plan for crawlers: everything but the API, account and back-office pages. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = LANGUAGE_PREFIXES.flatMap((prefix) => PRIVATE_PAGES.map((path) => prefix + path));
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

@ApiExcludeController()
@Controller()
export class RobotsController {
  private readonly body: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.body = robotsTxt(config.publicUrl);
  }

  @Get('robots.txt')
  @Public()
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', SITE_FILE_CACHE)
  robots(): string {
    return this.body;
  }
}
