import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { EntityHistoryDto } from './entity-history.dto';
import { GetEntityHistoryQuery } from './get-entity-history.query';
import { TIMELINE_KINDS } from './get-entity-history.handler';

@ApiTags('admin: history')
@Controller('admin/history')
export class GetEntityHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':kind/:id')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary:
      "One entity's history, newest first: each event with who did it and the fields it changed (before and after). Personal fields are masked for admins",
  })
  @ApiParam({ name: 'kind', enum: TIMELINE_KINDS })
  @ApiOkResponse({ type: EntityHistoryDto })
  @ApiNotFoundResponse({ description: 'history_kind_not_found, history_entity_not_found' })
  get(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EntityHistoryDto> {
    return this.queries.execute(new GetEntityHistoryQuery(kind, id, principal.role));
  }
}
