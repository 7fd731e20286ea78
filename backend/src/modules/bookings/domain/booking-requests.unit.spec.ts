import { replay } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import {
  bookingDecider,
  type BookingCommand,
  type BookingEvent,
  type BookingState,
  type BookingStatus,
  type RequestBooking,
} from './booking';
import { quotedTotal } from './booking-quote';
import { bookingStart, clientCancellationDeadline, clientMayCancel } from './booking-schedule';

const CLIENT = '0b9a4b3e-9a55-4c1e-8d34-5a0c1c3f0001';
const REQUESTED_AT = '2027-06-01T09:00:00.000Z';

const request = (overrides: Partial<RequestBooking> = {}): RequestBooking => ({
  type: 'RequestBooking',
  bookingId: 'b-1',
  clientId: CLIENT,
  item: {
    kind: 'experience',
    id: 'private-yacht-santander-bay',
    title: { es: 'Velero privado' },
    image: { url: '/media/catalogue/yacht.svg', alt: { es: 'Velero' } },
  },
  date: '2027-07-10',
  time: '10:30',
  guests: 4,
  phone: '+34 600 000 000',
  notes: null,
  quote: { priceEur: 120, basis: 'per_person' },
  requestedAt: REQUESTED_AT,
  ...overrides,
});

function requested(overrides: Partial<RequestBooking> = {}): BookingEvent {
  return bookingDecider.decide(request(overrides), bookingDecider.initialState)[0];
}

const stateOf = (...events: BookingEvent[]): BookingState => replay(bookingDecider, events);
const AT = '2027-06-02T10:00:00.000Z';
const confirmed: BookingEvent = { type: 'BookingConfirmed', data: { bookingId: 'b-1', confirmedAt: AT } };

function domainError(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('expected a DomainError');
}

/** A state in each status, from the events that lead there. */
const STATES: Record<BookingStatus, BookingEvent[]> = {
  requested: [requested()],
  confirmed: [requested(), confirmed],
  declined: [
    requested(),
    { type: 'BookingDeclined', data: { bookingId: 'b-1', reason: 'Lleno', declinedAt: AT } },
  ],
  completed: [
    requested(),
    confirmed,
    { type: 'BookingCompleted', data: { bookingId: 'b-1', completedAt: AT } },
  ],
  cancelled: [
    requested(),
    { type: 'BookingCancelled', data: { bookingId: 'b-1', by: 'staff', reason: null, cancelledAt: AT } },
  ],
};

const staffCommands: Record<'confirmed' | 'declined' | 'completed' | 'cancelled', BookingCommand> = {
  confirmed: { type: 'ConfirmBooking', bookingId: 'b-1', at: AT },
  declined: { type: 'DeclineBooking', bookingId: 'b-1', reason: 'Sin disponibilidad', at: AT },
  completed: { type: 'CompleteBooking', bookingId: 'b-1', at: AT },
  cancelled: { type: 'CancelBooking', bookingId: 'b-1', by: { role: 'staff' }, reason: null, at: AT },
};

const ALLOWED: Record<BookingStatus, (keyof typeof staffCommands)[]> = {
  requested: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  declined: [],
  completed: [],
  cancelled: [],
};

describe('booking decider: requests of services and experiences', () => {
  describe('quotes', () => {
    it('multiplies a per-person price by the guests, keeps a group price, leaves a from-price open', () => {
      expect(quotedTotal({ priceEur: 120, basis: 'per_person' }, 4)).toBe(480);
      expect(quotedTotal({ priceEur: 1200, basis: 'per_group' }, 4)).toBe(1200);
      expect(quotedTotal({ priceEur: 300, basis: 'from' }, 4)).toBeNull();
    });

    it('records BookingRequested with the quote, its total and a pending payment', () => {
      expect(requested()).toEqual({
        type: 'BookingRequested',
        data: expect.objectContaining({
          bookingId: 'b-1',
          clientId: CLIENT,
          quote: { priceEur: 120, basis: 'per_person' },
          totalPriceEur: 480,
          paymentStatus: 'pending',
        }),
      });
      const service = requested({
        item: { ...request().item, kind: 'service', id: 'private-chef' },
        quote: { priceEur: 300, basis: 'from' },
      });
      expect(service.data).toMatchObject({ totalPriceEur: null, quote: { priceEur: 300, basis: 'from' } });
      expect(stateOf(service)).toMatchObject({ status: 'requested', paymentStatus: 'pending' });
    });
  });

  describe('requesting', () => {
    it('refuses a date and time that has passed in Madrid, on the date field', () => {
      // 10:30 in Madrid on 1 June 2027 (summer time, UTC+2) is 08:30 UTC, before the request at 09:00 UTC.
      expect(domainError(() => requested({ date: '2027-06-01', time: '10:30' }))).toMatchObject({
        kind: 'invalid',
        code: 'booking_date_past',
        details: { field: 'date' },
      });
      expect(requested({ date: '2027-06-01', time: '11:30' }).type).toBe('BookingRequested');
    });

    it('refuses a date more than two years ahead', () => {
      expect(domainError(() => requested({ date: '2029-07-01' })).code).toBe('booking_date_too_far');
    });

    it('refuses the same booking id twice', () => {
      expect(domainError(() => bookingDecider.decide(request(), stateOf(requested()))).kind).toBe('conflict');
    });
  });

  describe('status transitions', () => {
    for (const [from, events] of Object.entries(STATES) as [BookingStatus, BookingEvent[]][]) {
      for (const [to, command] of Object.entries(staffCommands) as [
        keyof typeof staffCommands,
        BookingCommand,
      ][]) {
        const allowed = ALLOWED[from].includes(to);
        it(`${allowed ? 'allows' : 'refuses'} ${from} -> ${to} by staff`, () => {
          const state = stateOf(...events);
          if (allowed) {
            const decided = bookingDecider.decide(command, state);
            expect(decided).toHaveLength(1);
            expect(bookingDecider.evolve(state, decided[0]).status).toBe(to);
          } else {
            expect(domainError(() => bookingDecider.decide(command, state))).toMatchObject({
              kind: 'conflict',
              code: 'booking_status_transition_not_allowed',
            });
          }
        });
      }
    }

    it('answers not found for a booking that was never requested', () => {
      expect(
        domainError(() => bookingDecider.decide(staffCommands.confirmed, bookingDecider.initialState)).kind,
      ).toBe('not_found');
    });

    it('reads a staff-recorded stay as confirmed', () => {
      const state = stateOf({
        type: 'BookingRecorded',
        data: {
          bookingId: 'b-1',
          recordedAt: AT,
          propertyId: 'villa',
          propertyTitle: { es: 'Villa' },
          propertyReference: 'CC-1',
          guestName: 'Ana',
          guestEmail: 'ana@example.com',
          checkIn: '2027-07-01',
          checkOut: '2027-07-08',
          guests: 2,
          totalPriceEur: 4000,
          paymentStatus: 'paid',
        },
      });
      expect(state.status).toBe('confirmed');
      expect(bookingDecider.decide(staffCommands.completed, state)[0].type).toBe('BookingCompleted');
    });
  });

  describe('price adjustments', () => {
    const adjust = (totalPriceEur: number): BookingCommand => ({
      type: 'AdjustBookingPrice',
      bookingId: 'b-1',
      totalPriceEur,
      note: 'Menú degustación',
      at: AT,
    });

    it('sets a new total from the old one, on a requested or confirmed booking', () => {
      expect(bookingDecider.decide(adjust(400), stateOf(requested()))).toEqual([
        {
          type: 'BookingPriceAdjusted',
          data: { bookingId: 'b-1', from: 480, to: 400, note: 'Menú degustación', adjustedAt: AT },
        },
      ]);
      const state = stateOf(...STATES.confirmed);
      expect(bookingDecider.evolve(state, bookingDecider.decide(adjust(350), state)[0]).totalPriceEur).toBe(
        350,
      );
    });

    it('changes nothing for the same total, and nothing on a final booking', () => {
      expect(bookingDecider.decide(adjust(480), stateOf(requested()))).toEqual([]);
      for (const status of ['declined', 'completed', 'cancelled'] as const) {
        expect(domainError(() => bookingDecider.decide(adjust(10), stateOf(...STATES[status]))).code).toBe(
          'booking_status_transition_not_allowed',
        );
      }
    });
  });

  describe('cancellation by the client: until 48 hours before the start, in Madrid time', () => {
    const cancel = (at: string, clientId = CLIENT): BookingCommand => ({
      type: 'CancelBooking',
      bookingId: 'b-1',
      by: { role: 'client', clientId },
      reason: null,
      at,
    });
    // 10 July 2027 10:30 in Madrid (UTC+2) = 08:30 UTC; 48 hours before = 8 July 08:30 UTC.
    const deadline = '2027-07-08T08:30:00.000Z';

    it('computes the start and the deadline on the Madrid clock, summer and winter', () => {
      expect(bookingStart('2027-07-10', '10:30').toISOString()).toBe('2027-07-10T08:30:00.000Z');
      expect(bookingStart('2027-01-10', '10:30').toISOString()).toBe('2027-01-10T09:30:00.000Z');
      expect(clientCancellationDeadline('2027-07-10', '10:30').toISOString()).toBe(deadline);
      expect(clientMayCancel('2027-07-10', '10:30', new Date(deadline))).toBe(true);
      expect(clientMayCancel('2027-07-10', '10:30', new Date(Date.parse(deadline) + 1))).toBe(false);
    });

    it('lets the client cancel a requested or confirmed booking until the deadline', () => {
      for (const status of ['requested', 'confirmed'] as const) {
        expect(bookingDecider.decide(cancel(deadline), stateOf(...STATES[status]))).toEqual([
          {
            type: 'BookingCancelled',
            data: { bookingId: 'b-1', by: 'client', reason: null, cancelledAt: deadline },
          },
        ]);
      }
    });

    it('refuses the client one minute after the deadline, while staff may still cancel', () => {
      const late = '2027-07-08T08:31:00.000Z';
      expect(
        domainError(() => bookingDecider.decide(cancel(late), stateOf(...STATES.confirmed))),
      ).toMatchObject({
        kind: 'conflict',
        code: 'booking_cancellation_window_closed',
      });
      const byStaff: BookingCommand = {
        ...staffCommands.cancelled,
        at: '2027-07-10T08:00:00.000Z',
      } as BookingCommand;
      expect(bookingDecider.decide(byStaff, stateOf(...STATES.confirmed))[0].type).toBe('BookingCancelled');
    });

    it('hides another client’s booking: not found', () => {
      expect(
        domainError(() => bookingDecider.decide(cancel(deadline, 'someone-else'), stateOf(requested()))).kind,
      ).toBe('not_found');
    });

    it('refuses cancelling a final booking', () => {
      expect(domainError(() => bookingDecider.decide(cancel(AT), stateOf(...STATES.declined))).code).toBe(
        'booking_status_transition_not_allowed',
      );
    });
  });
});
