import { purchaseCosts, TEST_RATES } from '../../purchase-costs';
import { brochureCostEstimate } from './brochure-costs';

const TABLE = { version: 1, revisedAt: '2026-11-27T10:00:00.000Z', rates: TEST_RATES };

describe("the brochure's purchase costs (the calculator's default case)", () => {
  it('charge a resale the general transfer tax and the fees at their estimate, without a mortgage', () => {
    // 485,000 × 9 % = 43,650. Notary 0.3 % = 1,455 (within 600–1,500), registry 0.15 % = 727.50 → 728
    // (within 400–1,000), gestoría the middle of 300–600 = 450. Costs 46,283; with the price 531,283.
    expect(brochureCostEstimate(485_000, 2015, 2026, TABLE)).toEqual({
      kind: 'resale',
      lines: [
        { key: 'itp', ratePct: 9, amountEur: 43_650 },
        { key: 'notary', ratePct: null, amountEur: 1455 },
        { key: 'land_registry', ratePct: null, amountEur: 728 },
        { key: 'gestoria', ratePct: null, amountEur: 450 },
      ],
      totalEur: 46_283,
      grandTotalEur: 531_283,
    });
  });

  it('read a home built this year or last as a new build (VAT and stamp duty), to the cent', () => {
    // 1,234,567 × 10 % = 123,456.70; × 1.5 % = 18,518.505 → 18,518.51. Notary and registry at their highest.
    const estimate = brochureCostEstimate(1_234_567, 2025, 2026, TABLE)!;
    expect(estimate.kind).toBe('new_build');
    expect(estimate.lines.slice(0, 2)).toEqual([
      { key: 'iva', ratePct: 10, amountEur: 123_456.7 },
      { key: 'ajd', ratePct: 1.5, amountEur: 18_518.51 },
    ]);
    expect(estimate.lines.map((line) => line.amountEur).slice(2)).toEqual([1500, 1000, 450]);
    expect(estimate.totalEur).toBe(144_925.21);
    expect(brochureCostEstimate(1_234_567, 2024, 2026, TABLE)!.kind).toBe('resale');
  });

  it("print the calculator's figures for the same case: no habitual residence, no mortgage", () => {
    const estimate = brochureCostEstimate(150_000, 1990, 2026, TABLE)!;
    const site = purchaseCosts(
      {
        priceEur: 150_000,
        kind: 'resale',
        habitualResidence: false,
        specialCircumstances: false,
        withMortgage: false,
      },
      TEST_RATES,
    );
    // Below 200,000 € a habitual residence would pay 7 %: the brochure assumes none, so the general 9 %.
    expect(estimate.lines[0]).toEqual({ key: 'itp', ratePct: 9, amountEur: 13_500 });
    expect(estimate.lines.map((line) => line.key)).not.toContain('valuation');
    expect(estimate.totalEur).toBe(site.costsTotal);
    expect(estimate.grandTotalEur).toBe(site.grandTotal);
  });

  it('leave the section out while the agency has recorded no table', () => {
    expect(brochureCostEstimate(485_000, 2015, 2026, { version: 0, revisedAt: null, rates: [] })).toBeNull();
  });
});
