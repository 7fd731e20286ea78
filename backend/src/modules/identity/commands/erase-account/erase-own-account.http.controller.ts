import { Body, Controller, HttpCode, Inject, Ip, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { clearRefreshCookie } from '../../auth/refresh-cookie';
import { EraseAccountCommand } from './erase-account.command';
import { EraseAccountRequestDto } from './erase-account.request.dto';

@ApiTags('account')
@Controller('me/erasure')
export class EraseOwnAccountController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Erase my account (GDPR art. 17), confirmed with the password; signed out everywhere',
  })
  @ApiNoContentResponse({ description: 'Erased; the refresh cookie is cleared' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_current_password (field `password`)' })
  @ApiConflictResponse({ description: 'staff_account_not_erasable' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests (wrong passwords count as failed sign-ins)' })
  async erase(
    @CurrentPrincipal() principal: Principal,
    @Body() body: EraseAccountRequestDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(
      new EraseAccountCommand({
        kind: 'password',
        userId: principal.userId,
        email: principal.email,
        password: body.password,
        ip,
      }),
    );
    clearRefreshCookie(reply, this.config);
  }
}
