import { Query } from '@nestjs/cqrs';
import type { BookingSummaryDto } from './booking-summary.dto';

/** The most recently recorded bookings, newest first (the admin dashboard shows five). */
export class ListLatestBookingsQuery extends Query<BookingSummaryDto[]> {
  constructor(readonly limit: number) {
    super();
  }
}
