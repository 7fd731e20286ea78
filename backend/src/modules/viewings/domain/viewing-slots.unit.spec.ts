import type { DomainError } from '../../../platform/domain/domain-error';
import { madridInstant, madridLocal, resolveSlots, slotProblem, SLOT_START_TIMES } from './viewing-slots';

// Wednesday 2 December 2026, 12:00 in Madrid (UTC+1).
const NOW = new Date('2026-12-02T11:00:00Z');
const slot = (date: string, time: string) => ({ date, time, mode: 'in_person' as const });

describe('viewing slots', () => {
  it('offers 9:00 to 18:00 on the hour and half hour', () => {
    expect(SLOT_START_TIMES[0]).toBe('09:00');
    expect(SLOT_START_TIMES.at(-1)).toBe('18:00');
    expect(SLOT_START_TIMES).toHaveLength(19);
  });

  it('reads Madrid times as winter and summer time, across both changes', () => {
    // Last Sunday of March 2026 is the 29th: the Friday before is UTC+1, the Monday after UTC+2.
    expect(madridInstant('2026-03-27', '09:00')!.toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(madridInstant('2026-03-30', '09:00')!.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    // Last Sunday of October 2026 is the 25th: back to UTC+1 on the Monday.
    expect(madridInstant('2026-10-23', '18:00')!.toISOString()).toBe('2026-10-23T16:00:00.000Z');
    expect(madridInstant('2026-10-26', '18:00')!.toISOString()).toBe('2026-10-26T17:00:00.000Z');
    expect(madridLocal('2026-03-30T07:00:00.000Z')).toEqual({
      date: '2026-03-30',
      time: '09:00',
      weekday: 1,
    });
    expect(madridInstant('2026-02-30', '10:00')).toBeNull();
  });

  it('keeps to office hours on weekdays', () => {
    expect(slotProblem(slot('2026-12-07', '09:00'), NOW)).toBeNull(); // Monday
    expect(slotProblem(slot('2026-12-07', '18:00'), NOW)).toBeNull();
    expect(slotProblem(slot('2026-12-07', '08:30'), NOW)).toBe('slot_outside_office_hours');
    expect(slotProblem(slot('2026-12-07', '18:30'), NOW)).toBe('slot_outside_office_hours');
    expect(slotProblem(slot('2026-12-07', '10:15'), NOW)).toBe('slot_outside_office_hours');
    expect(slotProblem(slot('2026-12-05', '10:00'), NOW)).toBe('slot_outside_office_hours'); // Saturday
    expect(slotProblem(slot('2026-12-06', '10:00'), NOW)).toBe('slot_outside_office_hours'); // Sunday
    expect(slotProblem(slot('2026-13-01', '10:00'), NOW)).toBe('slot_date_invalid');
  });

  it('asks for at least 24 hours and at most 60 days ahead', () => {
    expect(slotProblem(slot('2026-12-03', '11:30'), NOW)).toBe('slot_too_soon'); // 23.5 h
    expect(slotProblem(slot('2026-12-03', '12:00'), NOW)).toBeNull(); // exactly 24 h
    // Monday 1 February 2027, 12:00 in Madrid is 11:00 UTC: exactly 60 days after 3 December, 11:00 UTC.
    expect(slotProblem(slot('2027-02-01', '12:00'), NOW)).toBe('slot_too_far');
    expect(slotProblem(slot('2027-02-01', '12:00'), new Date('2026-12-03T11:00:00Z'))).toBeNull();
    expect(slotProblem(slot('2027-02-01', '12:00'), new Date('2026-12-03T10:59:59Z'))).toBe('slot_too_far');
  });

  it('names every bad slot with its own field and code, and refuses the same time twice', () => {
    let error: DomainError | undefined;
    try {
      resolveSlots(
        [slot('2026-12-07', '10:00'), slot('2026-12-05', '10:00'), slot('2026-12-07', '10:00')],
        NOW,
      );
    } catch (caught) {
      error = caught as DomainError;
    }
    expect(error?.kind).toBe('invalid');
    expect(error?.details?.fields).toEqual([
      expect.objectContaining({ field: 'slots.1.date', code: 'slot_outside_office_hours' }),
      expect.objectContaining({ field: 'slots.2.time', code: 'slot_duplicate' }),
    ]);
    expect(resolveSlots([slot('2026-12-07', '10:00')], NOW)).toEqual([
      { start: '2026-12-07T09:00:00.000Z', end: '2026-12-07T10:00:00.000Z', mode: 'in_person' },
    ]);
  });
});
