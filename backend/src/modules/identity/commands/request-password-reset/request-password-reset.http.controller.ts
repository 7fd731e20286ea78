import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import { RequestPasswordResetRequestDto } from './request-password-reset.request.dto';

@ApiTags('auth')
@Controller('auth')
export class RequestPasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Post('password-reset')
  @Public()
  @HttpCode(202)
  @RateLimit({ name: 'password-reset', limit: 5, windowSeconds: 900 })
  @ApiOperation({
    summary:
      'Send a password reset link (valid one hour, single use). The answer is the same whether or not an ' +
      'account has the address',
  })
  @ApiAcceptedResponse({
    description:
      'Accepted at once, before the address is looked up (so neither the answer nor its timing tells ' +
      'whether an account has it); a mail goes out if an active account has the address',
  })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests: 5 requests per 15 minutes per IP address' })
  async request(@Body() body: RequestPasswordResetRequestDto): Promise<void> {
    await this.commands.execute(new RequestPasswordResetCommand(body.email, body.language ?? 'es'));
  }
}
