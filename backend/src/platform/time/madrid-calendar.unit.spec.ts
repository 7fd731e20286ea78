import {
  addDays,
  daysBetween,
  endOfMadridDay,
  isCalendarDate,
  madridDate,
  startOfMadridDay,
} from './madrid-calendar';

describe('the agency’s Madrid calendar', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('dates an instant in Madrid, which is ahead of UTC', () => {
    expect(madridDate('2026-11-27T23:30:00Z')).toBe('2026-11-28');
    expect(madridDate(new Date('2026-07-31T21:59:59Z'))).toBe('2026-07-31');
    expect(madridDate(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });

  it('counts days across months, years and the clock changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });

  it('begins and ends a day at Madrid midnight, also on the days the clocks change', () => {
    expect(startOfMadridDay('2026-11-28').toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(endOfMadridDay('2026-07-15').toISOString()).toBe('2026-07-15T22:00:00.000Z');
    // 29 March 2026 has 23 hours in Madrid, 25 October 2026 has 25.
    expect(endOfMadridDay('2026-03-29').getTime() - startOfMadridDay('2026-03-29').getTime()).toBe(
      23 * 3600_000,
    );
    expect(endOfMadridDay('2026-10-25').getTime() - startOfMadridDay('2026-10-25').getTime()).toBe(
      25 * 3600_000,
    );
  });
});
