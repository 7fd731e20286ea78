import { afterEach, describe, expect, it } from '@jest/globals';
import { formatDay } from './format';

describe('formatDay', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows a YYYY-MM-DD day as that day even west of Greenwich', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDay('2027-07-03', 'en')).toBe('Jul 3, 2027');
    expect(formatDay('2027-07-03', 'es')).toBe('3 jul 2027');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDay('soon', 'en')).toBe('');
  });
});
