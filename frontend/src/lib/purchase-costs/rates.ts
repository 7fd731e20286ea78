/**
 * The rate table the API serves (GET /api/purchase-costs/rates), as the calculators read it. The keys are
 * the backend's (backend/src/modules/purchase-costs/domain/purchase-cost-rates.ts); the API's generated
 * type is this shape, so its answer passes straight in.
 */
export type RateKey =
  | 'itp_general'
  | 'itp_habitual_residence'
  | 'itp_habitual_residence_special'
  | 'iva_dwelling'
  | 'ajd_general'
  | 'ajd_mortgage_buyer'
  | 'notary'
  | 'land_registry'
  | 'gestoria'
  | 'valuation'
  | 'financing_resident'
  | 'financing_non_resident';

export interface Rate {
  key: RateKey;
  ratePct: number | null;
  maxValueEur: number | null;
  minEur: number | null;
  maxEur: number | null;
  source: string;
  sourceUrl: string | null;
  effectiveFrom: string;
  reviewedOn: string;
}

export class MissingRateError extends Error {
  constructor(readonly key: RateKey) {
    super(`The rate table has no ${key}`);
  }
}

export function rateOf(rates: readonly Rate[], key: RateKey): Rate {
  const rate = rates.find((candidate) => candidate.key === key);
  if (!rate) throw new MissingRateError(key);
  return rate;
}

/** Cents, rounded half away from zero: every amount the calculators show is rounded this way, once. */
export function toCents(euros: number): number {
  return (Math.sign(euros) * Math.round(Math.abs(euros) * 100 + Number.EPSILON * 100)) / 100;
}
