import { Query } from '@nestjs/cqrs';
import type { MyBookingDto } from '../list-my-bookings/my-booking.dto';

export interface OpenBookings {
  /** Requested or confirmed bookings that have not started yet. */
  count: number;
  /** The soonest of them. */
  next: MyBookingDto | null;
}

/** For a client's dashboard overview (other modules ask through the QueryBus). */
export class CountOpenBookingsQuery extends Query<OpenBookings> {
  constructor(readonly userId: string) {
    super();
  }
}
