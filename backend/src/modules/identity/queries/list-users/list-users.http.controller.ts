import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requestedPage } from '../../../../platform/http/page-request.dto';
import { ListUsersQuery } from './list-users.query';
import { ListUsersRequestDto } from './list-users.request.dto';
import { UserListDto } from './user-list.dto';

@ApiTags('users')
@Controller('users')
export class ListUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('owner')
  @ApiOperation({ summary: 'Accounts, newest first, with search and filters (owners only)' })
  @ApiOkResponse({ type: UserListDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  list(@Query() request: ListUsersRequestDto): Promise<UserListDto> {
    return this.queries.execute(
      new ListUsersQuery({
        search: request.search,
        role: request.role,
        status: request.status,
        ...requestedPage(request),
      }),
    );
  }
}
