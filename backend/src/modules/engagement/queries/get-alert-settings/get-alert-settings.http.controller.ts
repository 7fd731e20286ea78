import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { AlertSettingsDto } from './alert-settings.dto';
import { GetAlertSettingsQuery } from './get-alert-settings.query';

@ApiTags('client space')
@Controller('me/alert-settings')
export class GetAlertSettingsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The account's alert e-mail settings" })
  @ApiOkResponse({ type: AlertSettingsDto })
  get(@CurrentPrincipal() principal: Principal): Promise<AlertSettingsDto> {
    return this.queries.execute(new GetAlertSettingsQuery(principal.userId));
  }
}
