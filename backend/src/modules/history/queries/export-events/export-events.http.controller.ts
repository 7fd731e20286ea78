import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { EventFiltersRequestDto } from '../list-events/event-filters.request.dto';
import { historyFilters } from '../list-events/list-events.http.controller';
import { EXPORT_EVENTS_LIMIT } from './export-events.handler';
import { ExportEventsQuery } from './export-events.query';

/** Says that the export stopped at EXPORT_EVENTS_LIMIT rows (its value: the rows sent). */
export const EXPORT_CAPPED_HEADER = 'x-export-capped';

@ApiTags('admin: history')
@Controller('admin/events.csv')
export class ExportEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: `The filtered event history as CSV (UTF-8 with BOM, newest first), masked for admins as the list is; at most ${EXPORT_EVENTS_LIMIT} rows, with the \`${EXPORT_CAPPED_HEADER}\` header when more matched`,
  })
  @ApiOkResponse({ description: 'text/csv', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_date, invalid_date_range' })
  async export(
    @Query() request: EventFiltersRequestDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = await this.queries.execute(new ExportEventsQuery(historyFilters(request), principal.role));
    // Set only on success: an error goes out as the API's JSON error.
    void reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="event-history.csv"');
    if (csv.capped) void reply.header(EXPORT_CAPPED_HEADER, String(csv.rows));
    return csv.content;
  }
}
