import { Query } from '@nestjs/cqrs';
import type { BookingKind, BookingStatus, PaymentStatus } from '../../domain/booking';
import type { BookingListDto } from './booking-list.dto';

export interface BookingFilters {
  /** Part of the guest's or client's name or a client's e-mail, the item's title (any language) or a reference. */
  q?: string;
  paymentStatus?: PaymentStatus;
  status?: BookingStatus;
  kind?: BookingKind;
  page: number;
  pageSize: number;
}

/** Bookings for the back office, newest first. */
export class ListBookingsQuery extends Query<BookingListDto> {
  constructor(readonly filters: BookingFilters) {
    super();
  }
}
