import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { UserListItemDto } from '../list-users/user-list.dto';
import { GetUserQuery } from './get-user.query';

@ApiTags('users')
@Controller('admin/users')
export class GetUserController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'One account: name, e-mail, role, state, verification, registration and latest sign-in (staff)',
  })
  @ApiOkResponse({ type: UserListItemDto })
  @ApiBadRequestResponse({ description: 'validation_failed (the id is not a UUID)' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<UserListItemDto> {
    return this.queries.execute(new GetUserQuery(id));
  }
}
