import type { PurchaseCostRate } from '../api/types';

/** One rate of the table the API serves (GET /api/purchase-costs/rates), as the calculators read it. */
export type Rate = PurchaseCostRate;
export type RateKey = Rate['key'];

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
