import { describe, expect, it } from '@jest/globals';
import { madridInstant, madridLocal, mondayOf, slotProblem } from './madrid-time';

describe('Madrid time in the browser', () => {
  it('agrees with the API on both daylight-saving changes', () => {
    expect(madridInstant('2026-03-27', '09:00')?.toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(madridInstant('2026-03-30', '09:00')?.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(madridInstant('2026-10-26', '18:00')?.toISOString()).toBe('2026-10-26T17:00:00.000Z');
    expect(madridInstant('2026-02-30', '10:00')).toBeNull();
    expect(madridLocal('2026-10-23T16:00:00.000Z')).toEqual({
      date: '2026-10-23',
      time: '18:00',
      weekday: 5,
    });
  });

  it('checks office hours and how far ahead', () => {
    const now = new Date('2026-12-02T11:00:00Z');
    expect(slotProblem({ date: '2026-12-07', time: '18:00' }, now)).toBeNull();
    expect(slotProblem({ date: '2026-12-05', time: '10:00' }, now)).toBe('slot_outside_office_hours');
    expect(slotProblem({ date: '2026-12-07', time: '18:30' }, now)).toBe('slot_outside_office_hours');
    expect(slotProblem({ date: '2026-12-03', time: '11:30' }, now)).toBe('slot_too_soon');
    expect(slotProblem({ date: '2027-02-01', time: '12:00' }, now)).toBe('slot_too_far');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-12-07', 1)).toBe('2026-12-14');
  });
});
