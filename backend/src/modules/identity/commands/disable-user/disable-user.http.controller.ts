import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { DisableUserCommand } from './disable-user.command';

@ApiTags('users')
@Controller('users')
export class DisableUserController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/disable')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({ summary: 'Disable an account: its sessions end at once and it cannot sign in' })
  @ApiNoContentResponse({ description: 'Disabled (or it was already)' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  @ApiConflictResponse({ description: 'cannot_disable_self' })
  async disable(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    await this.commands.execute(new DisableUserCommand(id, principal.userId));
  }
}
