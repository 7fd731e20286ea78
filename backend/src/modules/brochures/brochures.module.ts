import { Module } from '@nestjs/common';
import { BrochureCache } from './cache/brochure-cache';
import { Brochures } from './get-brochure/brochures';
import { GetBrochureController } from './get-brochure/get-brochure.http.controller';
import { BrochureRenderer } from './render/brochure-renderer';

/**
 * The property brochure: `GET /api/properties/:id/brochure.pdf?lang=xx`, an A4 PDF of a public listing in the
 * reader's language, rendered on the server with pdfkit and kept in PostgreSQL per version of the listing,
 * language and layout. It reads the listing and the cost rates through the query bus; it records no event.
 */
@Module({
  controllers: [GetBrochureController],
  providers: [Brochures, BrochureCache, { provide: BrochureRenderer, useValue: new BrochureRenderer() }],
})
export class BrochuresModule {}
