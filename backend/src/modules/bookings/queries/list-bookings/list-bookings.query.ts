import { Query } from '@nestjs/cqrs';
import type { PaymentStatus } from '../../domain/booking';
import type { BookingListDto } from './booking-list.dto';

export interface BookingFilters {
  /** Part of the guest's name, the property's title (any language) or its reference. */
  q?: string;
  paymentStatus?: PaymentStatus;
  page: number;
  pageSize: number;
}

/** Bookings for the back office, newest first. */
export class ListBookingsQuery extends Query<BookingListDto> {
  constructor(readonly filters: BookingFilters) {
    super();
  }
}
