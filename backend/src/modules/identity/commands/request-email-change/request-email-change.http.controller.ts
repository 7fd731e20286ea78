import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RequestEmailChangeCommand } from './request-email-change.command';
import { RequestEmailChangeRequestDto } from './request-email-change.request.dto';

@ApiTags('account')
@Controller('account')
export class RequestEmailChangeController {
  constructor(private readonly commands: CommandBus) {}

  @Post('email')
  @Authenticated()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Change the e-mail address: a link goes to the new address, which counts once it is followed',
  })
  @ApiAcceptedResponse({ description: 'The verification link is on its way to the new address' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiConflictResponse({ description: 'email_taken' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_current_password, email_unchanged' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async request(
    @CurrentPrincipal() principal: Principal,
    @Body() body: RequestEmailChangeRequestDto,
    @Ip() ip: string,
  ): Promise<void> {
    await this.commands.execute(
      new RequestEmailChangeCommand(principal, body.newEmail, body.currentPassword, ip),
    );
  }
}
