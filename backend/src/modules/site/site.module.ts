import { Module } from '@nestjs/common';
import { PAGE_RESPONDER } from '../../platform/http/page-responder';
import { PageReads } from './rendering/page-reads';
import { ServerRenderer } from './rendering/server-renderer';

/** The public site as search engines and link previews read it: pages rendered on the server. */
@Module({
  providers: [PageReads, ServerRenderer, { provide: PAGE_RESPONDER, useExisting: ServerRenderer }],
})
export class SiteModule {}
