import { describe, expect, it } from '@jest/globals';
import { matchesSearch } from './offering-search';

describe('offering search', () => {
  it('finds a title by any of its languages, ignoring case and accents', () => {
    const title = { es: 'Menú del chef', en: 'Chef’s tasting menu' };
    expect(matchesSearch(title, '')).toBe(true);
    expect(matchesSearch(title, 'menu CHEF')).toBe(true);
    expect(matchesSearch(title, 'tasting')).toBe(true);
    expect(matchesSearch(title, 'yate')).toBe(false);
  });
});
