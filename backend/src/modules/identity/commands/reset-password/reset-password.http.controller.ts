import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { ResetPasswordCommand } from './reset-password.command';
import { ResetPasswordRequestDto } from './reset-password.request.dto';

@ApiTags('auth')
@Controller('auth')
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('password-reset/complete')
  @Public()
  @HttpCode(204)
  @RateLimit({ name: 'password-reset-complete', limit: 20, windowSeconds: 900 })
  @ApiOperation({ summary: 'Set a new password with the token of the reset link; every session ends' })
  @ApiNoContentResponse({ description: 'Password changed; sign in with it' })
  @ApiBadRequestResponse({ description: 'validation_failed (too_short, passwords_do_not_match, ...)' })
  @ApiUnprocessableEntityResponse({
    description:
      'invalid_token, expired_token, weak_password (the detail of the password field names the reason: weak_password_common, _personal, _word, _pattern, _date or _guessable)',
  })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async complete(@Body() body: ResetPasswordRequestDto): Promise<void> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.password));
  }
}
