import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Public } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { clearRefreshCookie } from '../../auth/refresh-cookie';
import { TokenRequestDto } from '../token-field';
import { EraseAccountCommand } from './erase-account.command';

@ApiTags('account')
@Controller('account/erasure')
export class ConfirmAccountErasureController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public: the e-mail link proves who asked, on whatever device it is opened. */
  @Post('confirm')
  @Public()
  @HttpCode(204)
  @RateLimit({ name: 'account-erasure-confirm', limit: 20, windowSeconds: 900 })
  @ApiOperation({ summary: 'Erase the account with the single-use link sent by e-mail (1 hour)' })
  @ApiNoContentResponse({ description: 'Erased; the refresh cookie is cleared' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_token, expired_token' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async confirm(
    @Body() body: TokenRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new EraseAccountCommand({ kind: 'link', token: body.token }));
    clearRefreshCookie(reply, this.config);
  }
}
