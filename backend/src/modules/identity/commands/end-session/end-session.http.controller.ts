import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { EndSessionCommand } from './end-session.command';

@ApiTags('account')
@Controller('me/sessions')
export class EndSessionController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({
    summary:
      "End one of the account's sessions: that browser's next request is refused (ending the caller's own signs it out)",
  })
  @ApiNoContentResponse({ description: 'The session has ended (ending it again changes nothing)' })
  @ApiNotFoundResponse({ description: "session_not_found: no such session of this account's" })
  async end(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new EndSessionCommand(principal.userId, id));
  }
}
