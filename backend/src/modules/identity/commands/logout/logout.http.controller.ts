import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Public } from '../../../../platform/http/access-policy';
import { CsrfProtected } from '../../../../platform/http/csrf';
import { clearRefreshCookie, readRefreshCookie } from '../../auth/refresh-cookie';
import { LogoutCommand } from './logout.command';

@ApiTags('auth')
@Controller('auth')
export class LogoutController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public: signing out must work with an expired access token too; the cookie names the session. */
  @Post('logout')
  @Public()
  @CsrfProtected()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out on this device: the session ends on the server and the cookie is cleared',
  })
  @ApiNoContentResponse({ description: 'Signed out (also when there was no session)' })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new LogoutCommand(readRefreshCookie(request)));
    clearRefreshCookie(reply, this.config);
  }
}
