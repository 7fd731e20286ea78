import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { RequestAccountErasureCommand } from './request-account-erasure.command';

@ApiTags('account')
@Controller('me/erasure')
export class RequestAccountErasureController {
  constructor(private readonly commands: CommandBus) {}

  @Post('link')
  @Authenticated()
  @HttpCode(202)
  @RateLimit({ name: 'account-erasure-link', limit: 5, windowSeconds: 3600 })
  @ApiOperation({
    summary: 'Send me an e-mail link that erases my account (1 hour, single use), instead of the password',
  })
  @ApiAcceptedResponse({ description: 'The link is on its way to the account address' })
  @ApiConflictResponse({ description: 'staff_account_not_erasable' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async request(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.commands.execute(new RequestAccountErasureCommand(principal.userId));
  }
}
