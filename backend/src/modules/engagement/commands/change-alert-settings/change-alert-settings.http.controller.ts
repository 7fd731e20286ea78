import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ChangeClientSpaceCommand } from '../change-client-space/change-client-space.command';
import { AlertSettingsDto } from '../../queries/get-alert-settings/alert-settings.dto';

@ApiTags('client space')
@Controller('me/alert-settings')
export class ChangeAlertSettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({ summary: 'Turn the e-mails about price drops of favorite properties on or off' })
  @ApiNoContentResponse({ description: 'Saved' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  async change(@CurrentPrincipal() principal: Principal, @Body() body: AlertSettingsDto): Promise<void> {
    await this.commands.execute(
      new ChangeClientSpaceCommand({
        type: 'ChangePriceDropAlerts',
        userId: principal.userId,
        enabled: body.priceDropAlerts,
        source: 'account',
      }),
    );
  }
}
