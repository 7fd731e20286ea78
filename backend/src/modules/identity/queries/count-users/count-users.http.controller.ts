import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CountUsersQuery } from './count-users.query';
import { UserCountsDto } from './user-counts.dto';

@ApiTags('users')
@Controller('users')
export class CountUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('count')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'How many accounts there are, by role and state (admins see users only as counts)',
  })
  @ApiOkResponse({ type: UserCountsDto })
  count(): Promise<UserCountsDto> {
    return this.queries.execute(new CountUsersQuery());
  }
}
