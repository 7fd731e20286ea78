import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { preferredLanguage } from '../../../../platform/http/error-messages';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { RequestBookingCommand } from './request-booking.command';
import { RequestBookingRequestDto } from './request-booking.request.dto';

class RequestedBookingDto {
  @ApiProperty({ format: 'uuid' }) bookingId: string;
  @ApiProperty() version: number;
}

@ApiTags('client bookings')
@Controller('me/bookings')
export class RequestBookingController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Authenticated()
  @HttpCode(201)
  @RateLimit({ name: 'booking-requests', limit: 60, windowSeconds: 600 })
  @ApiOperation({
    summary: 'Request a service or an experience (BookingRequested); the client and the agency get an e-mail',
  })
  @ApiCreatedResponse({ type: RequestedBookingDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'service_not_found, experience_not_found' })
  @ApiConflictResponse({ description: 'experience_places_left: the message says how many places are left' })
  @ApiUnprocessableEntityResponse({ description: 'booking_date_past, booking_date_too_far' })
  request(
    @CurrentPrincipal() principal: Principal,
    @Body() body: RequestBookingRequestDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<RequestedBookingDto> {
    return this.commands.execute(
      new RequestBookingCommand(
        principal.userId,
        { ...body, notes: body.notes ?? null },
        preferredLanguage(acceptLanguage),
      ),
    );
  }
}
