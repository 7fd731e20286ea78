import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requireBookingId } from '../../commands/booking-id';
import { BookingDetailDto } from './booking-detail.dto';
import { GetBookingQuery } from './get-booking.query';

@ApiTags('admin: bookings')
@Controller('admin/bookings')
export class GetBookingController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'A booking with the guest’s contact (its history: GET /api/admin/history/booking/{id})',
  })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiNotFoundResponse({ description: 'booking_not_found' })
  get(@Param('id') id: string): Promise<BookingDetailDto> {
    return this.queries.execute(new GetBookingQuery(requireBookingId(id)));
  }
}
