import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../platform/http/access-policy';
import { SITE_FILE_CACHE } from '../site-addresses';
import { Sitemap } from './sitemap';

const PROPERTIES_FILE = /^([1-9]\d{0,5})\.xml$/;

/**
 * The sitemap files, outside /api and out of the API's OpenAPI document. The content type is set once the
 * file exists: an error leaves in the API's JSON error shape.
 */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(private readonly sitemap: Sitemap) {}

  @Get('sitemap.xml')
  @Public()
  @Header('cache-control', SITE_FILE_CACHE)
  async root(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return xml(reply, await this.sitemap.root());
  }

  @Get('sitemap-pages.xml')
  @Public()
  @Header('cache-control', SITE_FILE_CACHE)
  async pages(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return xml(reply, await this.sitemap.pagesFile());
  }

  /** `/sitemap-properties-<n>.xml`: the router's parameter takes the whole `<n>.xml`. */
  @Get('sitemap-properties-:file')
  @Public()
  @Header('cache-control', SITE_FILE_CACHE)
  async properties(
    @Param('file') file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const n = PROPERTIES_FILE.exec(file)?.[1];
    return xml(reply, n ? await this.sitemap.propertiesFile(Number(n)) : null);
  }
}

function xml(reply: FastifyReply, file: string | null): string {
  if (file === null) throw new NotFoundException();
  void reply.type('application/xml; charset=utf-8');
  return file;
}
