import { priceChangePercent, recentReduction, recentReductionSince } from './price-change';

describe('priceChangePercent', () => {
  it('is negative for a reduction and positive for an increase, in whole percent of the earlier price', () => {
    expect(priceChangePercent(500_000, 470_000)).toBe(-6);
    expect(priceChangePercent(400_000, 420_000)).toBe(5);
    expect(priceChangePercent(300_000, 299_000)).toBe(-1);
  });

  it('never says 0 % for a change, and 0 for none', () => {
    expect(priceChangePercent(1_000_000, 999_000)).toBe(-1);
    expect(priceChangePercent(1_000_000, 1_001_000)).toBe(1);
    expect(priceChangePercent(1_000_000, 1_000_000)).toBe(0);
  });

  it('counts 90 days back for a recent reduction', () => {
    expect(recentReductionSince(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe(
      '2026-09-01T00:00:00.000Z',
    );
  });
});

describe('recentReduction', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const listing = {
    status: 'active',
    priceEur: 470_000,
    reducedAt: new Date('2026-11-12T10:00:00Z'),
    reducedFromEur: 500_000,
  };

  it("shows an active listing's reduction of the last 90 days", () => {
    expect(recentReduction(listing, now)).toEqual({
      percent: 6,
      previousPriceEur: 500_000,
      at: '2026-11-12T10:00:00.000Z',
    });
  });

  it('shows none when old, not in force, or the property is not for sale', () => {
    expect(recentReduction({ ...listing, reducedAt: new Date('2026-08-01T00:00:00Z') }, now)).toBeNull();
    expect(recentReduction({ ...listing, reducedAt: null, reducedFromEur: null }, now)).toBeNull();
    expect(recentReduction({ ...listing, priceEur: 500_000 }, now)).toBeNull();
    expect(recentReduction({ ...listing, status: 'sold' }, now)).toBeNull();
    expect(recentReduction({ ...listing, status: 'reserved' }, now)).toBeNull();
  });
});
