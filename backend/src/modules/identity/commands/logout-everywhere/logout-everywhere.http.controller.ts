import { Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CsrfProtected } from '../../../../platform/http/csrf';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { clearRefreshCookie } from '../../auth/refresh-cookie';
import { LogoutEverywhereCommand } from './logout-everywhere.command';

@ApiTags('auth')
@Controller('auth')
export class LogoutEverywhereController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('logout-all')
  @Authenticated()
  @CsrfProtected()
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out everywhere: every session of the account ends at once' })
  @ApiNoContentResponse({ description: 'Every session ended' })
  async logoutAll(
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new LogoutEverywhereCommand(principal.userId));
    clearRefreshCookie(reply, this.config);
  }
}
