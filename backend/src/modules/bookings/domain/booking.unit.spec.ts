import { DomainError } from '../../../platform/domain/domain-error';
import { bookingDecider, nightsBetween, type RecordBooking } from './booking';

const recordBooking = (overrides: Partial<RecordBooking> = {}): RecordBooking => ({
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
    const command = recordBooking();
    expect(decide(command)).toEqual([{ type: 'BookingRecorded', data: command }]);
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
    expect(bookingDecider.evolve(bookingDecider.initialState, event)).toEqual({ recorded: true });
  });

  it('counts nights across a daylight-saving change', () => {
    expect(nightsBetween('2027-03-27', '2027-03-29')).toBe(2);
  });
});
