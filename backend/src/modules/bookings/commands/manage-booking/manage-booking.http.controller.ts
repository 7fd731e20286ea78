import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { BookingChangeResultDto, requireBookingId } from '../booking-id';
import { ChangeBookingCommand, type BookingChange } from '../change-booking/change-booking.command';
import {
  AdjustBookingPriceRequestDto,
  DeclineBookingRequestDto,
  StaffBookingActionDto,
  StaffCancelBookingRequestDto,
} from './manage-booking.request.dto';

const CONFLICTS = 'version_conflict, booking_status_transition_not_allowed';

/** What staff decide about a client's booking; each answer names the booking's new version. */
@ApiTags('admin: bookings')
@Controller('admin/bookings/:id')
@Roles('admin', 'owner')
export class ManageBookingController {
  constructor(private readonly commands: CommandBus) {}

  private async change(
    id: string,
    change: (bookingId: string) => BookingChange,
    expectedVersion: number,
  ): Promise<BookingChangeResultDto> {
    const bookingId = requireBookingId(id);
    const result = await this.commands.execute(new ChangeBookingCommand(change(bookingId), expectedVersion));
    return { id: bookingId, version: result.version };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a requested booking (BookingConfirmed; the client is told)' })
  @ApiOkResponse({ type: BookingChangeResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'booking_not_found' })
  @ApiConflictResponse({ description: CONFLICTS })
  confirm(@Param('id') id: string, @Body() body: StaffBookingActionDto): Promise<BookingChangeResultDto> {
    return this.change(id, (bookingId) => ({ type: 'ConfirmBooking', bookingId }), body.expectedVersion);
  }

  @Post('decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline a requested booking with a reason (BookingDeclined; places freed)' })
  @ApiOkResponse({ type: BookingChangeResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'booking_not_found' })
  @ApiConflictResponse({ description: CONFLICTS })
  decline(@Param('id') id: string, @Body() body: DeclineBookingRequestDto): Promise<BookingChangeResultDto> {
    return this.change(
      id,
      (bookingId) => ({ type: 'DeclineBooking', bookingId, reason: body.reason }),
      body.expectedVersion,
    );
  }

  @Post('adjust-price')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a requested or confirmed booking’s total (BookingPriceAdjusted)' })
  @ApiOkResponse({ type: BookingChangeResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'booking_not_found' })
  @ApiConflictResponse({ description: CONFLICTS })
  adjustPrice(
    @Param('id') id: string,
    @Body() body: AdjustBookingPriceRequestDto,
  ): Promise<BookingChangeResultDto> {
    return this.change(
      id,
      (bookingId) => ({
        type: 'AdjustBookingPrice',
        bookingId,
        totalPriceEur: body.totalPriceEur,
        note: body.note,
      }),
      body.expectedVersion,
    );
  }

  @Post('complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a confirmed booking completed (BookingCompleted)' })
  @ApiOkResponse({ type: BookingChangeResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'booking_not_found' })
  @ApiConflictResponse({ description: CONFLICTS })
  complete(@Param('id') id: string, @Body() body: StaffBookingActionDto): Promise<BookingChangeResultDto> {
    return this.change(id, (bookingId) => ({ type: 'CompleteBooking', bookingId }), body.expectedVersion);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a requested or confirmed booking at any time (BookingCancelled)' })
  @ApiOkResponse({ type: BookingChangeResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'booking_not_found' })
  @ApiConflictResponse({ description: CONFLICTS })
  cancel(
    @Param('id') id: string,
    @Body() body: StaffCancelBookingRequestDto,
  ): Promise<BookingChangeResultDto> {
    return this.change(
      id,
      (bookingId) => ({
        type: 'CancelBooking',
        bookingId,
        by: { role: 'staff' },
        reason: body.reason ?? null,
      }),
      body.expectedVersion,
    );
  }
}
