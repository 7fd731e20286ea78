import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { GetProfileQuery } from './get-profile.query';
import { ProfileDto } from './profile.dto';

@ApiTags('account')
@Controller('account')
export class GetProfileController {
  constructor(private readonly queries: QueryBus) {}

  @Get('profile')
  @Authenticated()
  @ApiOperation({ summary: 'The profile of the signed-in account' })
  @ApiOkResponse({ type: ProfileDto })
  profile(@CurrentPrincipal() principal: Principal): Promise<ProfileDto> {
    return this.queries.execute(new GetProfileQuery(principal.userId));
  }
}
