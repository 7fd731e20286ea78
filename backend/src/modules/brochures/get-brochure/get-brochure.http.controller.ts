import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../platform/http/access-policy';
import { RateLimit } from '../../../platform/http/rate-limit';
import { Brochures } from './brochures';
import { GetBrochureRequestDto } from './get-brochure.request.dto';

@ApiTags('catalogue')
@Controller('properties')
export class GetBrochureController {
  constructor(private readonly brochures: Brochures) {}

  /**
   * Public like the property page, for the same listings: a draft or an unknown id is a 404 and a withdrawn
   * or deleted listing a 410, for staff too (the back office previews a draft on its own page).
   */
  @Get(':id/brochure.pdf')
  @Public()
  @RateLimit({ name: 'property-brochure', limit: 60, windowSeconds: 600 })
  @ApiOperation({
    summary: "A public property's brochure: an A4 PDF in the language asked for",
    description:
      'Cover photo, key facts, description, features, distances, the estimated costs of the purchase, the ' +
      'adviser and the office, and a QR code to the property page in that language. Rendered once per ' +
      'version of the listing and language, then served from the cache; revalidate with If-None-Match.',
  })
  @ApiOkResponse({
    description: 'application/pdf',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({ description: 'validation_failed: lang is not one of es, en, de, ru, mk' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiGoneResponse({ description: 'property_withdrawn: withdrawn or deleted' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async get(
    @Param('id') id: string,
    @Query() request: GetBrochureRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('if-none-match') ifNoneMatch?: string,
  ): Promise<Buffer | undefined> {
    const brochure = await this.brochures.get(id, request.lang ?? 'es', ifNoneMatch);
    // Set only on success: an error goes out as the API's JSON error.
    void reply
      .header('etag', brochure.etag)
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('x-content-type-options', 'nosniff');
    if (!brochure.pdf) {
      void reply.status(304);
      return undefined;
    }
    void reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${brochure.filename}"`);
    return brochure.pdf;
  }
}
