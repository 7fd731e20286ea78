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
import { EraseAccountCommand } from './erase-account.command';

@ApiTags('users')
@Controller('admin/users')
export class EraseClientAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/erasure')
  @Roles('owner')
  @HttpCode(204)
  @ApiOperation({
    summary: "Erase a client's account on their request (GDPR art. 17): their personal data is shredded",
  })
  @ApiNoContentResponse({ description: 'Erased; the client is signed out everywhere' })
  @ApiNotFoundResponse({ description: 'user_not_found (also for an account erased already)' })
  @ApiConflictResponse({ description: 'staff_account_not_erasable (owners, admins, oneself)' })
  async erase(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.commands.execute(new EraseAccountCommand({ kind: 'owner', userId: id }));
  }
}
