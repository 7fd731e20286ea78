import { DomainError } from '../../../platform/domain/domain-error';
import {
  bookingDecider,
  nightsBetween,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  type BookingEvent,
  type ChangePaymentStatus,
  type PaymentStatus,
  type RecordBooking,
} from './booking';

const recordBooking = (overrides: Partial<RecordBooking> = {}): RecordBooking => ({
  type: 'RecordBooking',
  bookingId: 'b-1',
  recordedAt: '2026-11-23T10:00:00Z',
  propertyId: 'villa-sardinero-santander',
  propertyTitle: { es: 'Villa Sardinero' },
  propertyReference: 'CC-001',
  guestName: 'Charlotte Hughes',
  guestEmail: 'charlotte@example.com',
  checkIn: '2027-07-03',
  checkOut: '2027-07-10',
  guests: 4,
  totalPriceEur: 14_000,
  paymentStatus: 'pending',
  ...overrides,
});

const decide = (command: RecordBooking, recorded = false) => bookingDecider.decide(command, { recorded });

function domainError(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('expected a DomainError');
}

describe('booking decider', () => {
  it('given nothing, when a stay is recorded, then BookingRecorded holds every detail', () => {
    const { type: _type, ...data } = recordBooking();
    expect(decide(recordBooking())).toEqual([{ type: 'BookingRecorded', data }]);
  });

  it('given a recorded booking, when it is recorded again, then it is a conflict', () => {
    expect(domainError(() => decide(recordBooking(), true))).toMatchObject({
      kind: 'conflict',
      code: 'booking_already_recorded',
    });
  });

  it.each([
    ['check-out on the check-in day', '2027-07-03', '2027-07-03'],
    ['check-out before check-in', '2027-07-03', '2027-07-01'],
    ['a stay over a year', '2027-01-01', '2028-01-02'],
  ])('rejects %s on the check-out field', (_, checkIn, checkOut) => {
    expect(domainError(() => decide(recordBooking({ checkIn, checkOut })))).toMatchObject({
      kind: 'invalid',
      code: 'invalid_stay',
      details: { field: 'checkOut' },
    });
  });

  it('accepts one night and exactly a year', () => {
    expect(decide(recordBooking({ checkIn: '2027-07-03', checkOut: '2027-07-04' }))).toHaveLength(1);
    expect(decide(recordBooking({ checkIn: '2027-01-01', checkOut: '2028-01-01' }))).toHaveLength(1);
  });

  it('evolves to recorded', () => {
    const [event] = decide(recordBooking());
    expect(bookingDecider.evolve(bookingDecider.initialState, event)).toEqual({
      recorded: true,
      paymentStatus: 'pending',
      status: 'confirmed',
      clientId: null,
      date: '2027-07-03',
      time: null,
      totalPriceEur: 14_000,
    });
  });

  it('counts nights across a daylight-saving change', () => {
    expect(nightsBetween('2027-03-27', '2027-03-29')).toBe(2);
  });

  describe('payment status', () => {
    const recorded = (paymentStatus: PaymentStatus): BookingEvent => ({
      type: 'BookingRecorded',
      data: (({ type: _type, ...data }) => data)(recordBooking({ paymentStatus })),
    });
    const change = (paymentStatus: PaymentStatus): ChangePaymentStatus => ({
      type: 'ChangePaymentStatus',
      bookingId: 'b-1',
      paymentStatus,
      changedAt: '2026-11-24T09:00:00Z',
    });
    const given = (history: BookingEvent[]) => ({
      when: (command: ChangePaymentStatus) =>
        bookingDecider.decide(command, history.reduce(bookingDecider.evolve, bookingDecider.initialState)),
    });

    it('given a pending booking, when it is marked paid, then BookingPaymentStatusChanged from pending to paid', () => {
      expect(given([recorded('pending')]).when(change('paid'))).toEqual([
        {
          type: 'BookingPaymentStatusChanged',
          data: { bookingId: 'b-1', from: 'pending', to: 'paid', changedAt: '2026-11-24T09:00:00Z' },
        },
      ]);
    });

    it('given a paid booking, when it is refunded, then the change starts from the state after history', () => {
      const paid: BookingEvent = {
        type: 'BookingPaymentStatusChanged',
        data: { bookingId: 'b-1', from: 'pending', to: 'paid', changedAt: '2026-11-24T08:00:00Z' },
      };
      expect(given([recorded('pending'), paid]).when(change('refunded'))).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ from: 'paid', to: 'refunded' }) }),
      ]);
    });

    const allowed = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_TRANSITIONS[from].map((to) => [from, to] as const),
    );
    const forbidden = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => to !== from && !PAYMENT_TRANSITIONS[from].includes(to)).map(
        (to) => [from, to] as const,
      ),
    );

    it('allows exactly pending -> paid, pending -> cancelled and paid -> refunded', () => {
      expect(allowed).toEqual([
        ['pending', 'paid'],
        ['pending', 'cancelled'],
        ['paid', 'refunded'],
      ]);
    });

    it.each(allowed)('given %s, when changed to %s, then one event', (from, to) => {
      expect(given([recorded(from)]).when(change(to))).toHaveLength(1);
    });

    it.each(forbidden)('given %s, when changed to %s, then it is refused (422)', (from, to) => {
      expect(domainError(() => given([recorded(from)]).when(change(to)))).toMatchObject({
        kind: 'invalid',
        code: 'payment_status_transition_not_allowed',
        details: { field: 'paymentStatus', from, to },
      });
    });

    it.each(PAYMENT_STATUSES)('given %s, when changed to the same status, then no event', (status) => {
      expect(given([recorded(status)]).when(change(status))).toEqual([]);
    });

    it('given no booking, when its payment changes, then it is not found', () => {
      expect(domainError(() => given([]).when(change('paid')))).toMatchObject({
        kind: 'not_found',
        code: 'booking_not_found',
      });
    });

    it('evolves to the new payment status', () => {
      const [event] = given([recorded('pending')]).when(change('cancelled'));
      expect(bookingDecider.evolve({ recorded: true, paymentStatus: 'pending' }, event)).toEqual({
        recorded: true,
        paymentStatus: 'cancelled',
      });
    });
  });
});
