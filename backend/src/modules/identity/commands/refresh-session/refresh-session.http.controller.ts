import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Public } from '../../../../platform/http/access-policy';
import { ApiError } from '../../../../platform/http/api-error';
import { CsrfProtected } from '../../../../platform/http/csrf';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { clearRefreshCookie, readRefreshCookie, respondWithSession } from '../../auth/refresh-cookie';
import { SessionResponseDto } from '../../auth/session-response.dto';
import { RefreshSessionCommand } from './refresh-session.command';

@ApiTags('auth')
@Controller('auth')
export class RefreshSessionController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('refresh')
  @Public()
  @CsrfProtected()
  @HttpCode(200)
  @RateLimit({ name: 'refresh', limit: 60, windowSeconds: 60 })
  @ApiOperation({
    summary:
      'A new access token from the refresh cookie (which is rotated); also how the SPA restores a session',
  })
  @ApiOkResponse({
    type: SessionResponseDto,
    description:
      'Also sets the next refresh cookie. The token spent last, presented again within 10 seconds while ' +
      'its successor is unused (a refresh whose answer was lost), gets that same successor again',
  })
  @ApiUnauthorizedResponse({
    description:
      'no_session (no cookie), unauthenticated (unknown cookie), session_expired (signed out, 30 minutes idle, lifetime over), ' +
      'refresh_token_reused (a spent token presented again: later than 10 seconds, or older than the last ' +
      'one spent; the whole session is revoked), account_disabled',
  })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    const token = readRefreshCookie(request);
    try {
      // Not `unauthenticated`: that code is the access guard's; this is the route's own answer.
      if (!token) throw new ApiError(401, 'no_session', 'There is no session to refresh in this browser.');
      return respondWithSession(
        reply,
        this.config,
        await this.commands.execute(new RefreshSessionCommand(token)),
      );
    } catch (error) {
      // A refused cookie is of no further use to the browser.
      clearRefreshCookie(reply, this.config);
      throw error;
    }
  }
}
