import type { PurchaseCostRate, RateKey } from './purchase-cost-rates';

/*
 * For tests only: the purchase-cost rates the agency seeded (../seed/rates-in-force.ts), written out here so
 * the worked examples of the tests are checked against numbers a reader can see. The one rate fixture of the
 * calculation's, the brochure's and the SPA's tests (frontend/src/test/purchase-cost-rates.ts).
 */

const row = (key: RateKey, values: Partial<PurchaseCostRate>): PurchaseCostRate => ({
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

export const TEST_RATES: PurchaseCostRate[] = [
  row('itp_general', { ratePct: 9 }),
  row('itp_habitual_residence', { ratePct: 7, maxValueEur: 200_000 }),
  row('itp_habitual_residence_special', { ratePct: 4 }),
  row('iva_dwelling', { ratePct: 10 }),
  row('ajd_general', { ratePct: 1.5 }),
  row('ajd_mortgage_buyer', { ratePct: 0 }),
  row('notary', { ratePct: 0.3, minEur: 600, maxEur: 1500 }),
  row('land_registry', { ratePct: 0.15, minEur: 400, maxEur: 1000 }),
  row('gestoria', { minEur: 300, maxEur: 600 }),
  row('valuation', { minEur: 300, maxEur: 600 }),
  row('financing_resident', { ratePct: 80 }),
  row('financing_non_resident', { ratePct: 70 }),
];
