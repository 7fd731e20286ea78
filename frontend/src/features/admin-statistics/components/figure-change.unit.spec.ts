import { describe, expect, it } from '@jest/globals';
import { figureChange } from './figure-change';

describe('figureChange', () => {
  it('is a percentage of the period before, rounded to a tenth', () => {
    expect(figureChange(15, 10)).toEqual({ kind: 'up', percent: 50 });
    expect(figureChange(2, 3)).toEqual({ kind: 'down', percent: 33.3 });
  });

  it('says unchanged for equal figures and new when the period before had none', () => {
    expect(figureChange(0, 0)).toEqual({ kind: 'same' });
    expect(figureChange(4, 4)).toEqual({ kind: 'same' });
    expect(figureChange(4, 0)).toEqual({ kind: 'new' });
    expect(figureChange(0, 4)).toEqual({ kind: 'down', percent: 100 });
  });
});
