import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ChangePasswordCommand } from './change-password.command';
import { ChangePasswordRequestDto } from './change-password.request.dto';

@ApiTags('account')
@Controller('account')
export class ChangePasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('password')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({ summary: 'Change the password (the current one is required); other sessions end' })
  @ApiNoContentResponse({ description: 'Changed; this session stays signed in' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnprocessableEntityResponse({
    description:
      'invalid_current_password, weak_password (the detail of the password field names the reason: weak_password_common, _personal, _word, _pattern, _date or _guessable)',
  })
  @ApiTooManyRequestsResponse({
    description: 'too_many_requests (wrong current passwords count as failed sign-ins)',
  })
  async change(
    @CurrentPrincipal() principal: Principal,
    @Body() body: ChangePasswordRequestDto,
    @Ip() ip: string,
  ): Promise<void> {
    await this.commands.execute(
      new ChangePasswordCommand(principal, body.currentPassword, body.newPassword, ip),
    );
  }
}
