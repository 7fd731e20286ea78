import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { PasswordAndCodeRequestDto } from '../enrol-totp/enrol-totp.request.dto';
import { DisableTotpCommand } from './disable-totp.command';

@ApiTags('account')
@Controller('account/two-factor/totp')
export class DisableTotpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('disable')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({ summary: 'Turn the authenticator app off (password and a current code)' })
  @ApiNoContentResponse({ description: 'Off; the recovery codes are void' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiConflictResponse({ description: 'two_factor_not_enabled, two_factor_required (the role requires it)' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_current_password, invalid_two_factor_code' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async disable(
    @CurrentPrincipal() principal: Principal,
    @Body() body: PasswordAndCodeRequestDto,
    @Ip() ip: string,
  ): Promise<void> {
    await this.commands.execute(new DisableTotpCommand(principal, body.currentPassword, body.code, ip));
  }
}
