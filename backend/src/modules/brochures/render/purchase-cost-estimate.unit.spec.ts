import type { PurchaseCostRatesDto } from '../../purchase-costs';
import { estimatePurchaseCosts } from './purchase-cost-estimate';

type Rate = PurchaseCostRatesDto['rates'][number];
const rate = (key: Rate['key'], values: Partial<Rate>): Rate => ({
  key,
  ratePct: null,
  maxValueEur: null,
  minEur: null,
  maxEur: null,
  source: 'test',
  sourceUrl: null,
  effectiveFrom: '2024-01-01',
  reviewedOn: '2026-11-27',
  ...values,
});
const TABLE: PurchaseCostRatesDto = {
  version: 1,
  revisedAt: '2026-11-27T10:00:00.000Z',
  rates: [
    rate('itp_general', { ratePct: 9 }),
    rate('itp_habitual_residence', { ratePct: 7, maxValueEur: 200_000 }),
    rate('iva_dwelling', { ratePct: 10 }),
    rate('ajd_general', { ratePct: 1.5 }),
    // A share of the price held within the range, and a range without a share (its middle).
    rate('notary', { ratePct: 0.1, minEur: 600, maxEur: 1_500 }),
    rate('land_registry', { minEur: 400, maxEur: 1_000 }),
    rate('gestoria', { minEur: 300, maxEur: 450, ratePct: 0.05 }),
  ],
};

describe("the brochure's purchase costs", () => {
  it('charge a resale the general transfer tax and the fees at their estimate, without a mortgage', () => {
    expect(estimatePurchaseCosts(485_000, 2015, 2026, TABLE)).toEqual({
      kind: 'resale',
      lines: [
        { key: 'itp', ratePct: 9, amountEur: 43_650 },
        { key: 'notary', ratePct: null, amountEur: 600 },
        { key: 'land_registry', ratePct: null, amountEur: 700 },
        { key: 'gestoria', ratePct: null, amountEur: 300 },
      ],
      totalEur: 45_250,
      grandTotalEur: 530_250,
    });
  });

  it('read a home built this year or last as a new build (VAT and stamp duty), to the cent', () => {
    const estimate = estimatePurchaseCosts(1_234_567, 2025, 2026, TABLE)!;
    expect(estimate.kind).toBe('new_build');
    expect(estimate.lines.slice(0, 2)).toEqual([
      { key: 'iva', ratePct: 10, amountEur: 123_456.7 },
      { key: 'ajd', ratePct: 1.5, amountEur: 18_518.51 },
    ]);
    expect(estimate.lines.map((line) => line.amountEur).slice(2)).toEqual([1_235, 700, 450]);
    expect(estimate.totalEur).toBe(144_360.21);
    expect(estimatePurchaseCosts(1_234_567, 2024, 2026, TABLE)!.kind).toBe('resale');
  });

  it('leave the section out while the agency has recorded no table', () => {
    expect(estimatePurchaseCosts(485_000, 2015, 2026, { version: 0, revisedAt: null, rates: [] })).toBeNull();
  });
});
