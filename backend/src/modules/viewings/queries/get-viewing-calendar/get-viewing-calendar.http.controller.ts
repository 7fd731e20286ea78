import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { viewingIdParam } from '../../commands/change-viewing/viewing-id';
import { GetViewingCalendarQuery } from './get-viewing-calendar.query';

@ApiTags('viewings')
@Controller('me/viewings/:id/calendar.ics')
export class GetViewingCalendarController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'A confirmed viewing as an .ics file, to add it to a calendar' })
  @ApiOkResponse({
    description: 'text/calendar',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'viewing_not_found' })
  @ApiConflictResponse({ description: 'viewing_not_confirmed' })
  async calendar(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const calendar = await this.queries.execute(
      new GetViewingCalendarQuery(viewingIdParam(id), principal.userId),
    );
    // Set only on success: an error goes out as the API's JSON error.
    void reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${calendar.filename}"`);
    return calendar.content;
  }
}
