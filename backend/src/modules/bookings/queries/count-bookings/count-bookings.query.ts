import { Query } from '@nestjs/cqrs';
import type { BookingCountsDto } from './booking-counts.dto';

/** For the admin dashboard (other modules ask through the QueryBus). */
export class CountBookingsQuery extends Query<BookingCountsDto> {}
