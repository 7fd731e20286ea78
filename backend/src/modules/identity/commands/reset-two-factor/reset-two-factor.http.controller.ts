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
import { ResetTwoFactorCommand } from './reset-two-factor.command';

@ApiTags('users')
@Controller('users')
export class ResetTwoFactorController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/two-factor/reset')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({
    summary: "Reset an account's two-step verification (lost phone and codes): its sessions end at once",
  })
  @ApiNoContentResponse({ description: 'Reset (or it had none)' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  @ApiConflictResponse({ description: 'cannot_reset_own_two_factor' })
  async reset(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    await this.commands.execute(new ResetTwoFactorCommand(id, principal.userId));
  }
}
