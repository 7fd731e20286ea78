import { describe, expect, it } from '@jest/globals';
import { INACTIVITY_WARNING_MS, formatCountdown } from './inactivity';

describe('the inactivity countdown', () => {
  it('starts five minutes before the end', () => {
    expect(INACTIVITY_WARNING_MS).toBe(5 * 60_000);
  });

  it('shows m:ss rounded up to the next second', () => {
    expect(formatCountdown(5 * 60_000)).toBe('5:00');
    expect(formatCountdown(5 * 60_000 - 1)).toBe('5:00');
    expect(formatCountdown(4 * 60_000 + 59_000)).toBe('4:59');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-500)).toBe('0:00');
  });
});
