import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { PasskeyOptionsDto } from '../../auth/two-factor/passkey-options.dto';
import { CurrentPasswordRequestDto } from '../enrol-totp/enrol-totp.request.dto';
import { RegisterPasskeyCommand, StartPasskeyRegistrationCommand } from './register-passkey.command';
import { RegisterPasskeyRequestDto } from './register-passkey.request.dto';

export class RegisteredPasskeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}

@ApiTags('account')
@Controller('account/passkeys')
export class RegisterPasskeyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('options')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({
    summary: 'A challenge for registering a passkey (5 minutes, single use), after the password again',
  })
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_current_password' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests: the sign-in limits' })
  async options(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CurrentPasswordRequestDto,
    @Ip() ip: string,
  ): Promise<PasskeyOptionsDto> {
    const options: PublicKeyCredentialCreationOptionsJSON = await this.commands.execute(
      new StartPasskeyRegistrationCommand(principal, body.currentPassword, ip),
    );
    return { options: options as unknown as Record<string, unknown> };
  }

  @Post()
  @Authenticated()
  @HttpCode(201)
  @ApiOperation({ summary: 'Register a passkey under a name' })
  @ApiCreatedResponse({ type: RegisteredPasskeyDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiConflictResponse({ description: 'passkey_exists' })
  @ApiUnprocessableEntityResponse({ description: 'passkey_not_verified' })
  async register(
    @CurrentPrincipal() principal: Principal,
    @Body() body: RegisterPasskeyRequestDto,
  ): Promise<RegisteredPasskeyDto> {
    return {
      id: await this.commands.execute(new RegisterPasskeyCommand(principal, body.name, body.response)),
    };
  }
}
