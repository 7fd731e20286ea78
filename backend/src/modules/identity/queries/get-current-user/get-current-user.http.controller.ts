import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { CurrentUserDto } from './current-user.dto';
import { GetCurrentUserQuery } from './get-current-user.query';

@ApiTags('auth')
@Controller('auth')
export class GetCurrentUserController {
  constructor(private readonly queries: QueryBus) {}

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in account, with its current role' })
  @ApiOkResponse({ type: CurrentUserDto })
  me(@CurrentPrincipal() principal: Principal): Promise<CurrentUserDto> {
    return this.queries.execute(new GetCurrentUserQuery(principal.userId));
  }
}
