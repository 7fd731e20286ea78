import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ChangeUserRoleCommand } from './change-user-role.command';
import { ChangeUserRoleRequestDto } from './change-user-role.request.dto';

@ApiTags('users')
@Controller('users')
export class ChangeUserRoleController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/role')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({ summary: 'Change the role of an account (user, admin, owner); effective at once' })
  @ApiNoContentResponse({ description: 'Changed (or it had that role already)' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  @ApiConflictResponse({ description: 'cannot_change_own_role' })
  async change(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ChangeUserRoleRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    await this.commands.execute(new ChangeUserRoleCommand(id, body.role, principal.userId));
  }
}
