import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Public } from '../../../../platform/http/access-policy';
import { CsrfProtected } from '../../../../platform/http/csrf';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { respondWithSession } from '../../auth/refresh-cookie';
import { SessionResponseDto } from '../../auth/session-response.dto';
import { signInDeviceOf } from '../../auth/sign-in-device';
import { PasskeyOptionsDto } from '../../auth/two-factor/passkey-options.dto';
import { LoginWithPasskeyCommand, StartPasskeyLoginCommand } from './login-with-passkey.command';
import { LoginWithPasskeyRequestDto, StartPasskeyLoginRequestDto } from './login-with-passkey.request.dto';

@ApiTags('auth')
@Controller('auth')
export class LoginWithPasskeyController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('passkey/options')
  @Public()
  @CsrfProtected()
  @HttpCode(200)
  // Each call stores a challenge: a bound per address keeps anyone from filling the table.
  @RateLimit({ name: 'passkey-options', limit: 60, windowSeconds: 15 * 60 })
  @ApiOperation({ summary: 'A challenge for signing in with a passkey (5 minutes, single use)' })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnauthorizedResponse({ description: 'sign_in_ticket_invalid' })
  async options(@Body() body: StartPasskeyLoginRequestDto): Promise<PasskeyOptionsDto> {
    const options: PublicKeyCredentialRequestOptionsJSON = await this.commands.execute(
      new StartPasskeyLoginCommand(body.ticket ?? null),
    );
    return { options: options as unknown as Record<string, unknown> };
  }

  @Post('passkey')
  @Public()
  @CsrfProtected()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a passkey (alone with user verification, or after the password)' })
  @ApiOkResponse({ type: SessionResponseDto, description: 'Also sets the HttpOnly refresh cookie' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnauthorizedResponse({ description: 'sign_in_ticket_invalid' })
  @ApiForbiddenResponse({ description: 'account_disabled' })
  @ApiUnprocessableEntityResponse({ description: 'passkey_not_verified' })
  async login(
    @Body() body: LoginWithPasskeyRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    const issued = await this.commands.execute(
      new LoginWithPasskeyCommand(
        body.response,
        body.ticket ?? null,
        body.rememberMe ?? false,
        signInDeviceOf(request),
      ),
    );
    return respondWithSession(reply, this.config, issued);
  }
}
