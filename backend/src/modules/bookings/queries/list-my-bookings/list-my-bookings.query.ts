import { Query } from '@nestjs/cqrs';
import type { MyBookingListDto } from './my-booking.dto';

/** A client's own bookings of services and experiences, upcoming and past. */
export class ListMyBookingsQuery extends Query<MyBookingListDto> {
  constructor(readonly clientId: string) {
    super();
  }
}
