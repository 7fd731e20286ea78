import type { Decider, DomainEvent } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { LocalizedText } from '../../../platform/i18n/languages';
import { quotedTotal, type BookingQuote } from './booking-quote';
import { bookingStart, clientMayCancel, MAX_BOOKING_LEAD_DAYS } from './booking-schedule';

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The limits a booking's fields are checked against; the longest stay one booking may cover. */
export const BOOKING_LIMITS = {
  guestName: 120,
  email: 254,
  guests: 30,
  totalPriceEur: 10_000_000,
  phone: 30,
  notes: 1000,
  reason: 500,
} as const;

/** A stay the back office records, or a service or an experience a client requests. */
export const BOOKING_KINDS = ['stay', 'service', 'experience'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * requested -> confirmed | declined; confirmed -> completed; requested | confirmed -> cancelled. Declined,
 * completed and cancelled are final. A stay recorded by staff is confirmed from the start.
 */
export const BOOKING_STATUSES = ['requested', 'confirmed', 'declined', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses whose guests hold places on their date. */
export const OPEN_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed'];

export const STATUS_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  requested: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  declined: [],
  completed: [],
  cancelled: [],
};
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
/**
 * Staff changed how far the booking's payment has gone; `from` is the state the decision was made on.
 *
 * Payments stay apart from the booking's status on purpose: the events say what happened to the money, not
 * who made it happen (the actor is in the event's metadata). A payment provider plugs in later without a new
 * event shape: its webhook handler issues ChangePaymentStatus (pending -> paid, paid -> refunded) with the
 * provider as the actor, and keeps its own references (payment intent, charge ids) in its own table keyed by
 * the booking id; the quote and total of BookingRequested/BookingPriceAdjusted are the amount to charge.
 */
export type BookingPaymentStatusChanged = DomainEvent<
  'BookingPaymentStatusChanged',
  { bookingId: string; from: PaymentStatus; to: PaymentStatus; changedAt: string }
>;

/** The service or experience booked, as the catalogue showed it then (so the booking reads the same later). */
export interface BookedItem {
  kind: 'service' | 'experience';
  id: string;
  title: LocalizedText;
  image: { url: string; alt: LocalizedText };
}

/**
 * What a client asks for (a service or an experience), as RequestBooking carries it and BookingRequested
 * records it. Personal data is kept to what the agency needs to serve it: the account (clientId; name and
 * e-mail are read from identity when shown), a phone and notes.
 */
export interface BookingRequestDetails {
  bookingId: string;
  clientId: string;
  item: BookedItem;
  /** YYYY-MM-DD and HH:mm on the agency's clock in Madrid: an experience's start, a service's preferred time. */
  date: string;
  time: string;
  guests: number;
  phone: string;
  notes: string | null;
  quote: BookingQuote;
  requestedAt: string;
}

export type BookingRequested = DomainEvent<
  'BookingRequested',
  BookingRequestDetails & {
    /** The quote for these guests; null while a service's price is on request. */
    totalPriceEur: number | null;
    paymentStatus: 'pending';
  }
>;
export type BookingConfirmed = DomainEvent<'BookingConfirmed', { bookingId: string; confirmedAt: string }>;
export type BookingDeclined = DomainEvent<
  'BookingDeclined',
  { bookingId: string; reason: string; declinedAt: string }
>;
/** Staff set the total the client will pay (a service's price once agreed, a discount). */
export type BookingPriceAdjusted = DomainEvent<
  'BookingPriceAdjusted',
  { bookingId: string; from: number | null; to: number; note: string; adjustedAt: string }
>;
export type BookingCompleted = DomainEvent<'BookingCompleted', { bookingId: string; completedAt: string }>;
export type BookingCancelled = DomainEvent<
  'BookingCancelled',
  { bookingId: string; by: 'client' | 'staff'; reason: string | null; cancelledAt: string }
>;

/**
 * A stay recorded for a guest by name and address belongs, from now on, to the verified account with that
 * address: no personal data, only the link, so erasing the account erases the guest too.
 */
export type BookingGuestJoinedAccount = DomainEvent<
  'BookingGuestJoinedAccount',
  { bookingId: string; userId: string; joinedAt: string }
>;

export type BookingEvent =
  | BookingRecorded
  | BookingPaymentStatusChanged
  | BookingRequested
  | BookingConfirmed
  | BookingDeclined
  | BookingPriceAdjusted
  | BookingCompleted
  | BookingCancelled
  | BookingGuestJoinedAccount;

export const bookingEvents = defineEvents<BookingEvent>({
  BookingRecorded: {},
  BookingPaymentStatusChanged: {},
  BookingRequested: {},
  BookingConfirmed: {},
  BookingDeclined: {},
  BookingPriceAdjusted: {},
  BookingCompleted: {},
  BookingCancelled: {},
  BookingGuestJoinedAccount: {},
});

export const BOOKING_EVENT_TYPES = bookingEvents.types;

export type RecordBooking = BookingDetails & { type: 'RecordBooking'; bookingId: string; recordedAt: string };
export interface ChangePaymentStatus {
  type: 'ChangePaymentStatus';
  bookingId: string;
  paymentStatus: PaymentStatus;
  changedAt: string;
}
export type RequestBooking = BookingRequestDetails & { type: 'RequestBooking' };
export interface ConfirmBooking {
  type: 'ConfirmBooking';
  bookingId: string;
  at: string;
}
export interface DeclineBooking {
  type: 'DeclineBooking';
  bookingId: string;
  reason: string;
  at: string;
}
export interface AdjustBookingPrice {
  type: 'AdjustBookingPrice';
  bookingId: string;
  totalPriceEur: number;
  note: string;
  at: string;
}
export interface CompleteBooking {
  type: 'CompleteBooking';
  bookingId: string;
  at: string;
}
/** A client cancels only their own booking and only until 48 hours before it starts; staff at any time. */
export interface CancelBooking {
  type: 'CancelBooking';
  bookingId: string;
  by: { role: 'client'; clientId: string } | { role: 'staff' };
  reason: string | null;
  at: string;
}
/** A recorded stay's guest is the verified account with the guest's address: once per stay. */
export interface JoinGuestAccount {
  type: 'JoinGuestAccount';
  bookingId: string;
  userId: string;
  at: string;
}
export type BookingCommand =
  | RecordBooking
  | ChangePaymentStatus
  | RequestBooking
  | ConfirmBooking
  | DeclineBooking
  | AdjustBookingPrice
  | CompleteBooking
  | CancelBooking
  | JoinGuestAccount;

export interface BookingState {
  recorded: boolean;
  paymentStatus?: PaymentStatus;
  status?: BookingStatus;
  /** The client who requested it; null for a stay staff recorded. */
  clientId?: string | null;
  date?: string;
  time?: string | null;
  totalPriceEur?: number | null;
  /** The account a recorded stay's guest joined; null until then (and for a client's booking). */
  guestAccountId?: string | null;
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

const notFound = (bookingId: string) =>
  new DomainError('not_found', 'booking_not_found', `Booking ${bookingId} does not exist`);

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
  if (!state.recorded || !state.paymentStatus) throw notFound(command.bookingId);
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

function decideRequest(command: RequestBooking, state: BookingState): BookingEvent[] {
  if (state.recorded)
    throw new DomainError('conflict', 'booking_already_recorded', 'This booking was recorded already');
  const start = bookingStart(command.date, command.time).getTime();
  const now = Date.parse(command.requestedAt);
  if (!(start > now))
    throw new DomainError('invalid', 'booking_date_past', 'The date and time must be in the future', {
      field: 'date',
    });
  if (start - now > MAX_BOOKING_LEAD_DAYS * DAY_MS)
    throw new DomainError(
      'invalid',
      'booking_date_too_far',
      `A booking may be requested at most ${MAX_BOOKING_LEAD_DAYS} days ahead`,
      { field: 'date' },
    );
  const { type: _type, ...request } = command;
  return [
    {
      type: 'BookingRequested',
      data: {
        ...request,
        totalPriceEur: quotedTotal(command.quote, command.guests),
        paymentStatus: 'pending',
      },
    },
  ];
}

/** The status a command moves an open booking to, refused when the booking's status does not allow it. */
function requireTransition(state: BookingState, bookingId: string, to: BookingStatus): BookingStatus {
  if (!state.recorded || !state.status) throw notFound(bookingId);
  if (!STATUS_TRANSITIONS[state.status].includes(to))
    throw new DomainError(
      'conflict',
      'booking_status_transition_not_allowed',
      `A ${state.status} booking cannot become ${to}`,
      { from: state.status, to, allowed: STATUS_TRANSITIONS[state.status] },
    );
  return state.status;
}

function decideCancel(command: CancelBooking, state: BookingState): BookingEvent[] {
  // Another client's booking is not theirs to see: it does not exist for them.
  if (command.by.role === 'client' && state.clientId !== command.by.clientId)
    throw notFound(command.bookingId);
  requireTransition(state, command.bookingId, 'cancelled');
  if (
    command.by.role === 'client' &&
    !clientMayCancel(state.date!, state.time ?? '00:00', new Date(command.at))
  )
    throw new DomainError(
      'conflict',
      'booking_cancellation_window_closed',
      'A booking can be cancelled online until 48 hours before it starts',
    );
  return [
    {
      type: 'BookingCancelled',
      data: {
        bookingId: command.bookingId,
        by: command.by.role,
        reason: command.reason,
        cancelledAt: command.at,
      },
    },
  ];
}

function decideAdjustPrice(command: AdjustBookingPrice, state: BookingState): BookingEvent[] {
  if (!state.recorded || !state.status) throw notFound(command.bookingId);
  if (!STATUS_TRANSITIONS[state.status].length)
    throw new DomainError(
      'conflict',
      'booking_status_transition_not_allowed',
      `The price of a ${state.status} booking cannot change`,
      { from: state.status },
    );
  const from = state.totalPriceEur ?? null;
  if (from === command.totalPriceEur) return [];
  return [
    {
      type: 'BookingPriceAdjusted',
      data: {
        bookingId: command.bookingId,
        from,
        to: command.totalPriceEur,
        note: command.note,
        adjustedAt: command.at,
      },
    },
  ];
}

function decideBooking(command: BookingCommand, state: BookingState): BookingEvent[] {
  switch (command.type) {
    case 'RecordBooking':
      return decideRecord(command, state);
    case 'ChangePaymentStatus':
      return decidePaymentStatus(command, state);
    case 'RequestBooking':
      return decideRequest(command, state);
    case 'ConfirmBooking':
      requireTransition(state, command.bookingId, 'confirmed');
      return [{ type: 'BookingConfirmed', data: { bookingId: command.bookingId, confirmedAt: command.at } }];
    case 'DeclineBooking':
      requireTransition(state, command.bookingId, 'declined');
      return [
        {
          type: 'BookingDeclined',
          data: { bookingId: command.bookingId, reason: command.reason, declinedAt: command.at },
        },
      ];
    case 'AdjustBookingPrice':
      return decideAdjustPrice(command, state);
    case 'CompleteBooking':
      requireTransition(state, command.bookingId, 'completed');
      return [{ type: 'BookingCompleted', data: { bookingId: command.bookingId, completedAt: command.at } }];
    case 'CancelBooking':
      return decideCancel(command, state);
    case 'JoinGuestAccount':
      if (!state.recorded) throw notFound(command.bookingId);
      // Only a stay staff recorded has a guest of its own; it joins one account, once.
      if (state.clientId !== null || state.guestAccountId) return [];
      return [
        {
          type: 'BookingGuestJoinedAccount',
          data: { bookingId: command.bookingId, userId: command.userId, joinedAt: command.at },
        },
      ];
  }
}

function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingRecorded':
      return {
        recorded: true,
        paymentStatus: event.data.paymentStatus,
        status: 'confirmed',
        clientId: null,
        date: event.data.checkIn,
        time: null,
        totalPriceEur: event.data.totalPriceEur,
      };
    case 'BookingRequested':
      return {
        recorded: true,
        paymentStatus: event.data.paymentStatus,
        status: 'requested',
        clientId: event.data.clientId,
        date: event.data.date,
        time: event.data.time,
        totalPriceEur: event.data.totalPriceEur,
      };
    case 'BookingPaymentStatusChanged':
      return { ...state, paymentStatus: event.data.to };
    case 'BookingConfirmed':
      return { ...state, status: 'confirmed' };
    case 'BookingDeclined':
      return { ...state, status: 'declined' };
    case 'BookingCompleted':
      return { ...state, status: 'completed' };
    case 'BookingCancelled':
      return { ...state, status: 'cancelled' };
    case 'BookingPriceAdjusted':
      return { ...state, totalPriceEur: event.data.to };
    case 'BookingGuestJoinedAccount':
      return { ...state, guestAccountId: event.data.userId };
  }
}

export const bookingDecider: Decider<BookingCommand, BookingState, BookingEvent> = {
  initialState: { recorded: false },
  decide: decideBooking,
  evolve: evolveBooking,
};
