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
import { RecoveryCodesDto } from '../../auth/two-factor/totp-enrolment';
import { PasswordAndCodeRequestDto } from '../enrol-totp/enrol-totp.request.dto';
import { RegenerateRecoveryCodesCommand } from './regenerate-recovery-codes.command';

@ApiTags('account')
@Controller('account/two-factor')
export class RegenerateRecoveryCodesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('recovery-codes')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'New recovery codes, the old ones void (password and a current code)' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiConflictResponse({ description: 'two_factor_not_enabled' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_current_password, invalid_two_factor_code' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async regenerate(
    @CurrentPrincipal() principal: Principal,
    @Body() body: PasswordAndCodeRequestDto,
    @Ip() ip: string,
  ): Promise<RecoveryCodesDto> {
    const recoveryCodes = await this.commands.execute(
      new RegenerateRecoveryCodesCommand(principal, body.currentPassword, body.code, ip),
    );
    return { recoveryCodes };
  }
}
