import { describe, expect, it } from '@jest/globals';
import { compareRow } from './comparison-rows';

describe('compareRow', () => {
  it('marks the lowest value best where lower is better, every property holding it', () => {
    expect(compareRow([450_000, 395_000, 395_000, 2_850_000], 'lower')).toEqual({
      allEqual: false,
      best: [false, true, true, false],
    });
  });

  it('marks the highest value best where higher is better', () => {
    expect(compareRow([120, 310, 95], 'higher')).toEqual({ allEqual: false, best: [false, true, false] });
  });

  it('finds a row all equal, and then marks nobody best', () => {
    expect(compareRow([3, 3, 3], 'higher')).toEqual({ allEqual: true, best: [false, false, false] });
    expect(compareRow([null, null], 'lower')).toEqual({ allEqual: true, best: [false, false] });
    expect(compareRow([true, true, true], 'none')).toEqual({ allEqual: true, best: [false, false, false] });
  });

  it('never marks a property without a value, and needs two values to name a best', () => {
    // One flat pays community fees, the houses pay none: nothing to rank the fee against.
    expect(compareRow([null, 180, null], 'lower')).toEqual({ allEqual: false, best: [false, false, false] });
    expect(compareRow([null, 180, 65], 'lower')).toEqual({ allEqual: false, best: [false, false, true] });
  });

  it('tells a difference without a best where no end is better (type, features)', () => {
    expect(compareRow(['villa', 'apartment'], 'none')).toEqual({ allEqual: false, best: [false, false] });
    expect(compareRow([true, false, true], 'none')).toEqual({ allEqual: false, best: [false, false, false] });
  });

  it('compares a single property with nothing: all equal', () => {
    expect(compareRow([2008], 'higher')).toEqual({ allEqual: true, best: [false] });
  });
});
