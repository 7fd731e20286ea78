import { Body, Controller, HttpCode, Inject, Ip, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
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
import { LoginSecondFactorCommand } from './login-second-factor.command';
import { LoginSecondFactorRequestDto } from './second-factor.request.dto';

@ApiTags('auth')
@Controller('auth')
export class LoginSecondFactorController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login/second-factor')
  @Public()
  @CsrfProtected()
  @HttpCode(200)
  @ApiOperation({ summary: 'Second step of a sign-in: the ticket and an authenticator or recovery code' })
  @ApiOkResponse({
    type: SecondFactorSessionResponseDto,
    description: 'Also sets the HttpOnly refresh cookie',
  })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnauthorizedResponse({
    description: 'sign_in_ticket_invalid: unknown, spent or expired ticket, or the fifth wrong code',
  })
  @ApiForbiddenResponse({ description: 'account_disabled' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_two_factor_code (field code)' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests: the sign-in limits of account and address' })
  async prove(
    @Body() body: LoginSecondFactorRequestDto,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SecondFactorSessionResponseDto> {
    const { recoveryCodesRemaining, ...issued } = await this.commands.execute(
      new LoginSecondFactorCommand(body.ticket, body.code, ip, signInDeviceOf(request)),
    );
    const session = respondWithSession(reply, this.config, issued);
    return recoveryCodesRemaining === undefined ? session : { ...session, recoveryCodesRemaining };
  }
}
