import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { RequestViewingCommand } from './request-viewing.command';
import { RequestViewingRequestDto, ViewingCreatedDto } from './request-viewing.request.dto';

@ApiTags('viewings')
@Controller('me/viewings')
export class RequestViewingController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Authenticated()
  @HttpCode(201)
  @RateLimit({ name: 'viewing-request', limit: 20, windowSeconds: 600 })
  @ApiOperation({
    summary: 'Ask for a viewing of a property at up to three preferred times (Madrid time)',
    description:
      'Each time is a Madrid date and time, Monday to Friday, starting 09:00 to 18:00 on the hour or half ' +
      'hour, at least 24 hours and at most 60 days ahead. The client and the agency get an e-mail.',
  })
  @ApiCreatedResponse({ type: ViewingCreatedDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiUnprocessableEntityResponse({
    description:
      'invalid_viewing_slots, with one entry per bad slot (slot_date_invalid, slot_outside_office_hours, ' +
      'slot_too_soon, slot_too_far, slot_duplicate)',
  })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async request(
    @CurrentPrincipal() principal: Principal,
    @Body() body: RequestViewingRequestDto,
  ): Promise<ViewingCreatedDto> {
    const { viewingId } = await this.commands.execute(
      new RequestViewingCommand({
        clientId: principal.userId,
        propertyId: body.propertyId,
        slots: body.slots.map(({ date, time, mode }) => ({ date, time, mode })),
        message: body.message ?? '',
        phone: body.phone,
        language: body.language,
      }),
    );
    return { id: viewingId };
  }
}
