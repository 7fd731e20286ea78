import { Command } from '@nestjs/cqrs';
import type { PaymentStatus } from '../../domain/booking';

/** What staff enter for a booking; the handler adds the property's title and reference. */
export interface BookingEntry {
  propertyId: string;
  guestName: string;
  guestEmail: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  totalPriceEur: number;
  paymentStatus: PaymentStatus;
}

export class RecordBookingCommand extends Command<{ bookingId: string }> {
  constructor(
    readonly entry: BookingEntry,
    /** Fixed by the sample data so seeding stays idempotent; a new booking gets a random one. */
    readonly bookingId?: string,
    readonly recordedAt?: Date,
  ) {
    super();
  }
}
