import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import type { EventHistoryFilters } from '../../event-history';
import type { EventFiltersRequestDto } from './event-filters.request.dto';
import { EventPageDto } from './event-page.dto';
import { ListEventsQuery } from './list-events.query';
import { DEFAULT_EVENTS_PAGE, ListEventsRequestDto } from './list-events.request.dto';

/** The history's filters as the query takes them. */
export function historyFilters(request: EventFiltersRequestDto): EventHistoryFilters {
  return {
    module: request.module,
    types: request.type,
    actorId: request.actorId,
    entity: request.entity,
    from: request.from,
    to: request.to,
    q: request.q,
  };
}

@ApiTags('admin: history')
@Controller('admin/events')
export class ListEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({
    summary:
      'The event history, newest first, in keyset pages (`before` = the previous `nextCursor`): filter by module, type, actor, entity, dates; search by reference or id. Personal fields are masked for admins',
  })
  @ApiOkResponse({ type: EventPageDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_date, invalid_date_range' })
  list(
    @Query() request: ListEventsRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EventPageDto> {
    return this.queries.execute(
      new ListEventsQuery(
        historyFilters(request),
        { before: request.before, limit: request.limit ?? DEFAULT_EVENTS_PAGE },
        principal.role,
      ),
    );
  }
}
