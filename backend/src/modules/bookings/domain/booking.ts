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
/** Staff changed how far the booking's payment has gone; `from` is the state the decision was made on. */
export type BookingPaymentStatusChanged = DomainEvent<
  'BookingPaymentStatusChanged',
  { bookingId: string; from: PaymentStatus; to: PaymentStatus; changedAt: string }
>;
export type BookingEvent = BookingRecorded | BookingPaymentStatusChanged;

export type RecordBooking = BookingDetails & { type: 'RecordBooking'; bookingId: string; recordedAt: string };
export interface ChangePaymentStatus {
  type: 'ChangePaymentStatus';
  bookingId: string;
  paymentStatus: PaymentStatus;
  changedAt: string;
}
export type BookingCommand = RecordBooking | ChangePaymentStatus;

export interface BookingState {
  recorded: boolean;
  paymentStatus?: PaymentStatus;
}

/**
 * Where a payment may go next: a pending booking is paid or cancelled, a paid one refunded; refunded and
 * cancelled are final (a new stay is recorded as a new booking).
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['refunded'],
  refunded: [],
  cancelled: [],
};

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export const bookingStreamId = (bookingId: string): string => `booking-${bookingId}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole nights between two ISO dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

function decideRecord(command: RecordBooking, state: BookingState): BookingEvent[] {
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
  const { type: _type, ...data } = command;
  return [{ type: 'BookingRecorded', data }];
}

/** The same status again is no change and no event; a transition outside PAYMENT_TRANSITIONS is refused. */
function decidePaymentStatus(command: ChangePaymentStatus, state: BookingState): BookingEvent[] {
  if (!state.recorded || !state.paymentStatus)
    throw new DomainError('not_found', 'booking_not_found', `Booking ${command.bookingId} does not exist`);
  const from = state.paymentStatus;
  const to = command.paymentStatus;
  if (from === to) return [];
  if (!canChangePaymentStatus(from, to))
    throw new DomainError(
      'invalid',
      'payment_status_transition_not_allowed',
      `A ${from} booking cannot become ${to}`,
      { field: 'paymentStatus', from, to, allowed: PAYMENT_TRANSITIONS[from] },
    );
  return [
    {
      type: 'BookingPaymentStatusChanged',
      data: { bookingId: command.bookingId, from, to, changedAt: command.changedAt },
    },
  ];
}

export const bookingDecider: Decider<BookingCommand, BookingState, BookingEvent> = {
  initialState: { recorded: false },
  decide(command, state) {
    return command.type === 'RecordBooking'
      ? decideRecord(command, state)
      : decidePaymentStatus(command, state);
  },
  evolve(state, event) {
    switch (event.type) {
      case 'BookingRecorded':
        return { recorded: true, paymentStatus: event.data.paymentStatus };
      case 'BookingPaymentStatusChanged':
        return { ...state, paymentStatus: event.data.to };
    }
  },
};
