import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Public } from '../../../../platform/http/access-policy';
import { CsrfProtected } from '../../../../platform/http/csrf';
import { respondWithSession } from '../../auth/refresh-cookie';
import { signInDeviceOf } from '../../auth/sign-in-device';
import { SecondFactorSessionResponseDto } from '../../auth/two-factor/second-factor.dto';
import { TotpSetupDto } from '../../auth/two-factor/totp-enrolment';
import { CompleteLoginEnrolmentCommand, StartLoginEnrolmentCommand } from './login-enrolment.command';
import { LoginSecondFactorRequestDto, TicketRequestDto } from './second-factor.request.dto';

@ApiTags('auth')
@Controller('auth')
export class LoginEnrolmentController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login/enrolment/setup')
  @Public()
  @CsrfProtected()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign-in of a role that requires a second factor: draw the authenticator secret' })
  @ApiOkResponse({ type: TotpSetupDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnauthorizedResponse({ description: 'sign_in_ticket_invalid' })
  async setup(@Body() body: TicketRequestDto): Promise<TotpSetupDto> {
    return this.commands.execute(new StartLoginEnrolmentCommand(body.ticket));
  }

  @Post('login/enrolment')
  @Public()
  @CsrfProtected()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm the authenticator with its first code: the session and the recovery codes',
  })
  @ApiOkResponse({
    type: SecondFactorSessionResponseDto,
    description: 'Also sets the HttpOnly refresh cookie',
  })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnauthorizedResponse({ description: 'sign_in_ticket_invalid (also after the fifth wrong code)' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_two_factor_code (field code)' })
  async complete(
    @Body() body: LoginSecondFactorRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SecondFactorSessionResponseDto> {
    const { recoveryCodes, ...issued } = await this.commands.execute(
      new CompleteLoginEnrolmentCommand(body.ticket, body.code, signInDeviceOf(request)),
    );
    return { ...respondWithSession(reply, this.config, issued), recoveryCodes };
  }
}
