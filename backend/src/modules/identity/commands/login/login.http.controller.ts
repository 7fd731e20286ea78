import { Body, Controller, HttpCode, Inject, Ip, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Public } from '../../../../platform/http/access-policy';
import { CsrfProtected } from '../../../../platform/http/csrf';
import { respondWithSession } from '../../auth/refresh-cookie';
import { SessionResponseDto } from '../../auth/session-response.dto';
import { SecondFactorRequiredDto } from '../../auth/two-factor/second-factor.dto';
import { signInDeviceOf } from '../../auth/sign-in-device';
import { LoginCommand } from './login.command';
import { LoginRequestDto } from './login.request.dto';

@ApiTags('auth')
@Controller('auth')
export class LoginController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @Public()
  @CsrfProtected()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiExtraModels(SessionResponseDto, SecondFactorRequiredDto)
  @ApiOkResponse({
    description:
      'A session (and the HttpOnly refresh cookie), or, for an account with a second factor or whose role ' +
      'requires one, the ticket of the next step (no session, no cookie)',
    schema: {
      oneOf: [{ $ref: getSchemaPath(SessionResponseDto) }, { $ref: getSchemaPath(SecondFactorRequiredDto) }],
    },
  })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnauthorizedResponse({ description: 'invalid_credentials: unknown address or wrong password alike' })
  @ApiForbiddenResponse({ description: 'account_disabled (only after the right password)' })
  @ApiTooManyRequestsResponse({
    description: 'too_many_requests: 5 failures per account and IP, 30 per IP, in 15 minutes',
  })
  async login(
    @Body() body: LoginRequestDto,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto | SecondFactorRequiredDto> {
    const issued = await this.commands.execute(
      new LoginCommand(body.email, body.password, body.rememberMe ?? false, ip, signInDeviceOf(request)),
    );
    if ('secondFactor' in issued) {
      void reply.header('cache-control', 'no-store');
      return issued;
    }
    return respondWithSession(reply, this.config, issued);
  }
}
