import {
  comingMonth,
  isFirstMonday,
  letterPeriod,
  nextMonth,
  previousMonth,
  sendingTime,
} from './letter-month';

describe('the letter’s month', () => {
  it('goes out on the first Monday at 09:00 in Madrid, in winter and in summer time', () => {
    // 1 December 2026 is a Tuesday: the first Monday is the 7th (CET, UTC+1).
    expect(sendingTime('2026-12').toISOString()).toBe('2026-12-07T08:00:00.000Z');
    // June 2026 begins on a Monday (CEST, UTC+2).
    expect(sendingTime('2026-06').toISOString()).toBe('2026-06-01T07:00:00.000Z');
    // March 2027: the first Monday (the 1st) is before the clocks change on the 28th.
    expect(sendingTime('2027-03').toISOString()).toBe('2027-03-01T08:00:00.000Z');
  });

  it('tells the first Monday from the other Mondays and days', () => {
    expect(isFirstMonday('2026-12-07')).toBe(true);
    expect(isFirstMonday('2026-12-14')).toBe(false);
    expect(isFirstMonday('2026-12-01')).toBe(false);
    expect(isFirstMonday('2026-06-01')).toBe(true);
  });

  it('covers the listings from the previous letter to this one, across the new year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    const { from, to } = letterPeriod('2027-01');
    expect(from).toEqual(sendingTime('2026-12'));
    expect(to).toEqual(sendingTime('2027-01'));
  });

  it('names the coming letter: this month’s until it has gone out, then the next', () => {
    expect(comingMonth(new Date('2026-12-07T07:59:00Z'))).toBe('2026-12');
    expect(comingMonth(new Date('2026-12-07T08:00:00Z'))).toBe('2027-01');
    expect(comingMonth(new Date('2026-11-28T12:00:00Z'))).toBe('2026-12');
  });
});
