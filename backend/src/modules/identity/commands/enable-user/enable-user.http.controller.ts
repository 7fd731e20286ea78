import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { EnableUserCommand } from './enable-user.command';

@ApiTags('users')
@Controller('users')
export class EnableUserController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/enable')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({ summary: 'Enable a disabled account again (it signs in anew)' })
  @ApiNoContentResponse({ description: 'Enabled (or it was active already)' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  async enable(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    await this.commands.execute(new EnableUserCommand(id, principal.userId));
  }
}
