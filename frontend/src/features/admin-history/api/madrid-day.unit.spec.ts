import { describe, expect, it } from '@jest/globals';
import { madridDayEnd, madridDayStart } from './madrid-day';

describe('Madrid days as instants', () => {
  it('start at midnight on Madrid clocks, summer (UTC+2) or winter (UTC+1)', () => {
    expect(madridDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(madridDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
  });

  it('end when the next day starts, across the change of the clocks', () => {
    expect(madridDayEnd('2026-03-28')).toBe('2026-03-28T23:00:00.000Z');
    expect(madridDayEnd('2026-03-29')).toBe('2026-03-29T22:00:00.000Z');
    expect(madridDayEnd('2026-12-31')).toBe('2026-12-31T23:00:00.000Z');
  });
});
