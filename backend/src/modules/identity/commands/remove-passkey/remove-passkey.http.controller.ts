import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RemovePasskeyCommand } from './remove-passkey.command';

@ApiTags('account')
@Controller('account/passkeys')
export class RemovePasskeyController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of my passkeys' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: 'passkey_not_found' })
  @ApiConflictResponse({
    description: 'two_factor_required: the last second factor of a role that requires one',
  })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<void> {
    await this.commands.execute(new RemovePasskeyCommand(principal, id));
  }
}
