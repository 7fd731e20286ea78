import { Query } from '@nestjs/cqrs';
import type { BookingDetailDto } from './booking-detail.dto';

/** One booking for the back office, with its history (404 booking_not_found). */
export class GetBookingQuery extends Query<BookingDetailDto> {
  constructor(readonly bookingId: string) {
    super();
  }
}
