import type { Decider, DomainEvent } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { LocalizedText } from '../../../platform/i18n/languages';

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The limits a booking's fields are checked against; the longest stay one booking may cover. */
export const BOOKING_LIMITS = { guestName: 120, email: 254, guests: 30, totalPriceEur: 10_000_000 } as const;
export const MAX_STAY_NIGHTS = 365;

/**
 * A stay at one of the agency's properties, as the back office records it. The guest's name and e-mail are
 * personal data: the minimum the agency needs to serve the stay (erasure through crypto-shredding later).
 * The property's title and reference are kept as they were when booked, so the booking reads the same
 * after the listing changes.
 */
export interface BookingDetails {
  propertyId: string;
  propertyTitle: LocalizedText;
  propertyReference: string;
  guestName: string;
  guestEmail: string;
  /** ISO dates (YYYY-MM-DD), check-out after check-in. */
  checkIn: string;
  checkOut: string;
  guests: number;
  totalPriceEur: number;
  paymentStatus: PaymentStatus;
}

export type BookingRecorded = DomainEvent<
  'BookingRecorded',
  BookingDetails & { bookingId: string; recordedAt: string }
>;
export type BookingEvent = BookingRecorded;

export type RecordBooking = BookingDetails & { bookingId: string; recordedAt: string };

export const bookingStreamId = (bookingId: string): string => `booking-${bookingId}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole nights between two ISO dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

export const bookingDecider: Decider<RecordBooking, { recorded: boolean }, BookingEvent> = {
  initialState: { recorded: false },
  decide(command, state) {
    if (state.recorded)
      throw new DomainError('conflict', 'booking_already_recorded', 'This booking was recorded already');
    const nights = nightsBetween(command.checkIn, command.checkOut);
    if (!(nights >= 1))
      throw new DomainError('invalid', 'invalid_stay', 'Check-out must be after check-in', {
        field: 'checkOut',
      });
    if (nights > MAX_STAY_NIGHTS)
      throw new DomainError('invalid', 'invalid_stay', `A stay may last at most ${MAX_STAY_NIGHTS} nights`, {
        field: 'checkOut',
      });
    return [{ type: 'BookingRecorded', data: { ...command } }];
  },
  evolve: () => ({ recorded: true }),
};
