import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { SendInquiryCommand } from './send-inquiry.command';
import { SendInquiryRequestDto, SendInquiryResponseDto } from './send-inquiry.request.dto';

@ApiTags('engagement')
@Controller('inquiries')
export class SendInquiryController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Public({ identifiesCaller: true })
  @HttpCode(202)
  @RateLimit({ name: 'inquiry', limit: 5, windowSeconds: 600 })
  @ApiOperation({
    summary: 'Send an inquiry to the agency; the agency and the sender get an e-mail',
    description:
      'Open to everyone. With a valid access token the inquiry is recorded as sent by that account ' +
      '(shown in their panel); without one, or with an unusable one, it is an anonymous inquiry.',
  })
  @ApiAcceptedResponse({ type: SendInquiryResponseDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with one entry per bad field' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async send(@Body() body: SendInquiryRequestDto): Promise<SendInquiryResponseDto> {
    const { inquiryId } = await this.commands.execute(
      new SendInquiryCommand({
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        subject: body.subject ?? null,
        message: body.message,
        propertyId: body.propertyId ?? null,
        language: body.language,
      }),
    );
    return { id: inquiryId };
  }
}
