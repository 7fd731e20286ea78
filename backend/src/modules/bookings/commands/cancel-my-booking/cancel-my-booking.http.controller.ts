import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { BookingChangeResultDto, requireBookingId } from '../booking-id';
import { ChangeBookingCommand } from '../change-booking/change-booking.command';

@ApiTags('client bookings')
@Controller('me/bookings')
export class CancelMyBookingController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/cancel')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel one’s own requested or confirmed booking, until 48 hours before it starts (Madrid)',
  })
  @ApiOkResponse({ type: BookingChangeResultDto })
  @ApiNotFoundResponse({ description: 'booking_not_found (also another client’s booking)' })
  @ApiConflictResponse({
    description: 'booking_cancellation_window_closed, booking_status_transition_not_allowed',
  })
  async cancel(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<BookingChangeResultDto> {
    const bookingId = requireBookingId(id);
    const result = await this.commands.execute(
      new ChangeBookingCommand({
        type: 'CancelBooking',
        bookingId,
        by: { role: 'client', clientId: principal.userId },
        reason: null,
      }),
    );
    return { id: bookingId, version: result.version };
  }
}
