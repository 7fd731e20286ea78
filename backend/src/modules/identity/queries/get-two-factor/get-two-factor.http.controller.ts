import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { GetTwoFactorQuery } from './get-two-factor.query';
import { TwoFactorStatusDto } from './two-factor-status.dto';

@ApiTags('account')
@Controller('account')
export class GetTwoFactorController {
  constructor(private readonly queries: QueryBus) {}

  @Get('two-factor')
  @Authenticated()
  @ApiOperation({ summary: 'My two-step verification: the app, the recovery codes left, my passkeys' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentPrincipal() principal: Principal): Promise<TwoFactorStatusDto> {
    return this.queries.execute(new GetTwoFactorQuery(principal.userId, principal.role));
  }
}
