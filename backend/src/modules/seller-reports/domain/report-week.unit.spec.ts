import { lastCompletedWeek, previousWeek, weekContaining, weekNamed } from './report-week';

describe('the report week', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 in Madrid', () => {
    const week = weekContaining('2026-11-26');
    expect(week).toEqual({
      isoWeek: '2026-W48',
      monday: '2026-11-23',
      sunday: '2026-11-29',
      start: new Date('2026-11-22T23:00:00Z'),
      end: new Date('2026-11-29T23:00:00Z'),
    });
  });

  it('is an hour shorter when summer time begins and an hour longer when it ends', () => {
    const spring = weekContaining('2026-03-29'); // clocks go forward that Sunday at 02:00
    expect(spring.start).toEqual(new Date('2026-03-22T23:00:00Z'));
    expect(spring.end).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(167);
    const autumn = weekContaining('2026-10-25'); // clocks go back that Sunday at 03:00
    expect(autumn.start).toEqual(new Date('2026-10-18T22:00:00Z'));
    expect(autumn.end).toEqual(new Date('2026-10-25T23:00:00Z'));
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(169);
  });

  it('reports on Monday morning the week that ended at midnight, in Madrid time', () => {
    // Monday 30 March 2026, 08:00 in Madrid (summer time) is 06:00 UTC.
    expect(lastCompletedWeek(new Date('2026-03-30T06:00:00Z')).isoWeek).toBe('2026-W13');
    // 23:30 UTC on a Sunday is already Monday in Madrid.
    expect(lastCompletedWeek(new Date('2026-11-29T23:30:00Z')).monday).toBe('2026-11-23');
    expect(lastCompletedWeek(new Date('2026-11-29T22:30:00Z')).monday).toBe('2026-11-16');
  });

  it('names weeks as ISO 8601 does across a new year', () => {
    expect(weekContaining('2026-12-31').isoWeek).toBe('2026-W53');
    expect(weekContaining('2027-01-03').isoWeek).toBe('2026-W53');
    expect(weekContaining('2027-01-04').isoWeek).toBe('2027-W01');
    expect(weekContaining('2025-12-29').isoWeek).toBe('2026-W01');
    expect(previousWeek(weekContaining('2027-01-04')).isoWeek).toBe('2026-W53');
  });

  it('reads an ISO week back, and refuses a week the year does not have', () => {
    expect(weekNamed('2026-W13')).toEqual(weekContaining('2026-03-25'));
    expect(weekNamed('2026-W53')?.monday).toBe('2026-12-28');
    expect(weekNamed('2025-W53')).toBeNull();
    expect(weekNamed('2026-W00')).toBeNull();
    expect(weekNamed('2026-13')).toBeNull();
  });
});
