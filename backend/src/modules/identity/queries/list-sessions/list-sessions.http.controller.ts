import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ListSessionsQuery } from './list-sessions.query';
import { SessionListDto } from './session-list.dto';

@ApiTags('account')
@Controller('me/sessions')
export class ListSessionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      "The account's live sessions (not ended, expired or idle), most recently active first, the caller's marked current",
  })
  @ApiOkResponse({ type: SessionListDto })
  list(@CurrentPrincipal() principal: Principal): Promise<SessionListDto> {
    return this.queries.execute(new ListSessionsQuery(principal.userId, principal.sessionId));
  }
}
