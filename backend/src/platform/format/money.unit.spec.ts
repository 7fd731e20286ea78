import { formatPrice, formatShortPrice, hasCents, priceFormatFor } from './money';

describe('euro amounts', () => {
  it('writes prices in whole euros, grouping thousands from five digits as Spanish does', () => {
    expect([1170, 7500, 45_000, 1_850_000].map(formatPrice)).toEqual([
      '1170\u00a0€',
      '7500\u00a0€',
      '45.000\u00a0€',
      '1.850.000\u00a0€',
    ]);
  });

  it('gives amounts read together one precision: cents on all when one has cents', () => {
    const taxesAndFees = priceFormatFor([7500, 45_000, 1422.63]);
    expect([7500, 45_000, 1422.63].map(taxesAndFees)).toEqual([
      '7500,00\u00a0€',
      '45.000,00\u00a0€',
      '1422,63\u00a0€',
    ]);
    const fees = priceFormatFor([7500, 45_000]);
    expect([7500, 45_000].map(fees)).toEqual(['7500\u00a0€', '45.000\u00a0€']);
  });

  it('counts as cents only what survives rounding to the cent', () => {
    expect(hasCents(7500.004)).toBe(false);
    expect(hasCents(0.1 + 0.2)).toBe(true);
    expect(hasCents(-12.5)).toBe(true);
  });

  it('shortens millions for a map marker', () => {
    expect(formatShortPrice(1_850_000)).toBe('1,85\u00a0M\u00a0€');
    expect(formatShortPrice(45_000)).toBe('45.000\u00a0€');
  });
});
