import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { TokenRequestDto } from '../token-field';
import { VerifyEmailCommand } from './verify-email.command';

export class VerifyEmailResponseDto {
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ enum: ['verify_email', 'email_change'] }) purpose: 'verify_email' | 'email_change';
}

@ApiTags('auth')
@Controller('auth')
export class VerifyEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify-email')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'verify-email', limit: 20, windowSeconds: 900 })
  @ApiOperation({
    summary: 'Confirm an e-mail address with the token of the link (new account or e-mail change)',
  })
  @ApiOkResponse({ type: VerifyEmailResponseDto })
  @ApiUnprocessableEntityResponse({ description: 'invalid_token (unknown or used), expired_token' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  verify(@Body() body: TokenRequestDto): Promise<VerifyEmailResponseDto> {
    return this.commands.execute(new VerifyEmailCommand(body.token));
  }
}
