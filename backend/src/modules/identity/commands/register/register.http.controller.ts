import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Public } from '../../../../platform/http/access-policy';
import { CsrfProtected } from '../../../../platform/http/csrf';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { respondWithSession } from '../../auth/refresh-cookie';
import { SessionIssuer } from '../../auth/session-issuer';
import { SessionResponseDto } from '../../auth/session-response.dto';
import { signInDeviceOf } from '../../auth/sign-in-device';
import { RegisterCommand } from './register.command';
import { RegisterRequestDto } from './register.request.dto';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionIssuer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @Public()
  @CsrfProtected()
  @HttpCode(201)
  @RateLimit({ name: 'register', limit: 10, windowSeconds: 3600 })
  @ApiOperation({
    summary: 'Create an account and sign in; a welcome e-mail with a verification link follows',
  })
  @ApiCreatedResponse({ type: SessionResponseDto, description: 'Also sets the HttpOnly refresh cookie' })
  @ApiBadRequestResponse({
    description: 'validation_failed (passwords_do_not_match, terms_not_accepted, ...)',
  })
  @ApiConflictResponse({ description: 'email_taken' })
  @ApiUnprocessableEntityResponse({
    description:
      'weak_password (the detail of the password field names the reason: weak_password_common, _personal, _word, _pattern, _date or _guessable)',
  })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests: 10 registrations per hour per IP address' })
  async register(
    @Body() body: RegisterRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    const { userId } = await this.commands.execute(
      new RegisterCommand({
        email: body.email,
        password: body.password,
        role: 'user',
        source: 'self',
        emailVerified: false,
        termsAccepted: body.acceptTerms,
        firstName: body.firstName,
        lastName: body.lastName,
        displayName: body.displayName ?? null,
        phone: body.phone ?? null,
        language: body.language ?? 'es',
        newsletter: body.newsletter ?? false,
      }),
    );
    const issued = await this.sessions.open(userId, body.rememberMe ?? false, signInDeviceOf(request));
    return respondWithSession(reply, this.config, issued);
  }
}
