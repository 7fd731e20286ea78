import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RecoveryCodesDto, TotpSetupDto } from '../../auth/two-factor/totp-enrolment';
import { ConfirmTotpEnrolmentCommand, StartTotpEnrolmentCommand } from './enrol-totp.command';
import { CurrentPasswordRequestDto, TwoFactorCodeRequestDto } from './enrol-totp.request.dto';

@ApiTags('account')
@Controller('account/two-factor/totp')
export class EnrolTotpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('setup')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set up an authenticator app: a new secret, its QR code (the password is required)',
  })
  @ApiOkResponse({ type: TotpSetupDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_current_password' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests (wrong passwords count as failed sign-ins)' })
  setup(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CurrentPasswordRequestDto,
    @Ip() ip: string,
  ): Promise<TotpSetupDto> {
    return this.commands.execute(new StartTotpEnrolmentCommand(principal, body.currentPassword, ip));
  }

  @Post()
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the app on with its first code; answers the recovery codes, shown once' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiConflictResponse({ description: 'two_factor_setup_expired (15 minutes)' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_two_factor_code (field code)' })
  async confirm(
    @CurrentPrincipal() principal: Principal,
    @Body() body: TwoFactorCodeRequestDto,
  ): Promise<RecoveryCodesDto> {
    return {
      recoveryCodes: await this.commands.execute(new ConfirmTotpEnrolmentCommand(principal, body.code)),
    };
  }
}
