import type { PurchaseCostRate, RateKey } from './purchase-cost-rates';

/*
 * The calculation of what buying a home in Cantabria costs, from the rate table the agency keeps. Pure and
 * shared: the SPA's calculator (frontend/src/lib/purchase-costs), its server rendering and the brochure all
 * compute with this file, so they print the same figures.
 */

/** One rate of the table (GET /api/purchase-costs/rates), as the calculation reads it. */
export type Rate = PurchaseCostRate;
export type { RateKey };

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

export type PurchaseKind = 'resale' | 'new_build';
export type FeeKey = 'notary' | 'land_registry' | 'gestoria' | 'valuation';
export const FEE_KEYS: readonly FeeKey[] = ['notary', 'land_registry', 'gestoria', 'valuation'];

export interface PurchaseInput {
  priceEur: number;
  kind: PurchaseKind;
  /** "This will be my habitual residence in Spain": the reduced transfer taxes of a resale. */
  habitualResidence: boolean;
  /** Large or single-parent family, disability of 33 % or more, or under 36: the special reduced rate. */
  specialCircumstances: boolean;
  /** A mortgage adds its valuation (the lender pays the rest of its costs). */
  withMortgage: boolean;
  /** The client's own figure for a fee, in euros; otherwise the estimate. */
  fees?: Partial<Record<FeeKey, number>>;
}

export type TaxLineKey = 'itp' | 'iva' | 'ajd' | 'ajd_mortgage';
export type TransferTaxRateKey = 'itp_general' | 'itp_habitual_residence' | 'itp_habitual_residence_special';

export interface TaxLine {
  key: TaxLineKey;
  /** Which row of the table set the rate (its source is shown with it). */
  rateKey: RateKey;
  ratePct: number;
  amount: number;
}

export interface FeeLine {
  key: FeeKey;
  rateKey: FeeKey;
  /** The chosen amount: the client's, or the estimate. */
  amount: number;
  estimate: number;
  low: number;
  high: number;
  adjusted: boolean;
}

export interface PurchaseCosts {
  taxes: TaxLine[];
  fees: FeeLine[];
  taxesTotal: number;
  feesTotal: number;
  /** Taxes and fees: what the purchase costs on top of the price. */
  costsTotal: number;
  /** The same with every fee at the low and the high end of its range. */
  costsLow: number;
  costsHigh: number;
  /** Costs as a share of the price, in percent (one decimal). */
  costsPctOfPrice: number;
  /** Price plus costs. */
  grandTotal: number;
}

/**
 * The transfer tax of a resale. Cantabria's reduced rates apply to a habitual residence: the special rate
 * (families, disability, young buyers) below its value limit if it has one, otherwise the habitual-residence
 * rate when the whole value is below its limit (a threshold on the value, not a band: at or above it the
 * whole value pays the general rate).
 */
function transferTax(input: PurchaseInput, rates: readonly Rate[]): TaxLine {
  const below = (rate: Rate) => rate.maxValueEur === null || input.priceEur < rate.maxValueEur;
  const candidates: TransferTaxRateKey[] = [];
  if (input.habitualResidence && input.specialCircumstances)
    candidates.push('itp_habitual_residence_special');
  if (input.habitualResidence) candidates.push('itp_habitual_residence');
  const reduced = candidates.map((key) => rateOf(rates, key)).find(below);
  const rate = reduced ?? rateOf(rates, 'itp_general');
  return taxLine('itp', rate, input.priceEur);
}

function taxLine(key: TaxLineKey, rate: Rate, base: number): TaxLine {
  const ratePct = rate.ratePct ?? 0;
  return { key, rateKey: rate.key, ratePct, amount: toCents((base * ratePct) / 100) };
}

/** A fee's estimate: its share of the price held within its range, or the middle of the range. */
export function feeEstimate(rate: Rate, priceEur: number): number {
  const low = rate.minEur ?? 0;
  const high = Math.max(rate.maxEur ?? low, low);
  const estimate = rate.ratePct === null ? (low + high) / 2 : (priceEur * rate.ratePct) / 100;
  return Math.round(Math.min(Math.max(estimate, low), high));
}

/**
 * Every cost of buying at `priceEur` in Cantabria, line by line. Amounts are euros rounded to the cent per
 * line (toCents); totals add the rounded lines, so the breakdown always sums to its total.
 */
export function purchaseCosts(input: PurchaseInput, rates: readonly Rate[]): PurchaseCosts {
  const taxes: TaxLine[] =
    input.kind === 'resale'
      ? [transferTax(input, rates)]
      : [
          taxLine('iva', rateOf(rates, 'iva_dwelling'), input.priceEur),
          taxLine('ajd', rateOf(rates, 'ajd_general'), input.priceEur),
        ];
  if (input.withMortgage) taxes.push(taxLine('ajd_mortgage', rateOf(rates, 'ajd_mortgage_buyer'), 0));
  const fees = FEE_KEYS.filter((key) => key !== 'valuation' || input.withMortgage).map((key): FeeLine => {
    const rate = rateOf(rates, key);
    const estimate = feeEstimate(rate, input.priceEur);
    const own = input.fees?.[key];
    const amount = own === undefined ? estimate : toCents(own);
    const low = Math.min(rate.minEur ?? estimate, amount);
    const high = Math.max(rate.maxEur ?? estimate, amount);
    return { key, rateKey: key, amount, estimate, low, high, adjusted: own !== undefined };
  });
  const sum = (values: number[]) => toCents(values.reduce((total, value) => total + value, 0));
  const taxesTotal = sum(taxes.map((line) => line.amount));
  const feesTotal = sum(fees.map((line) => line.amount));
  const costsTotal = toCents(taxesTotal + feesTotal);
  return {
    taxes,
    fees,
    taxesTotal,
    feesTotal,
    costsTotal,
    costsLow: toCents(taxesTotal + sum(fees.map((line) => (line.adjusted ? line.amount : line.low)))),
    costsHigh: toCents(taxesTotal + sum(fees.map((line) => (line.adjusted ? line.amount : line.high)))),
    costsPctOfPrice: input.priceEur > 0 ? Math.round((costsTotal / input.priceEur) * 1000) / 10 : 0,
    grandTotal: toCents(input.priceEur + costsTotal),
  };
}

/** The amounts the breakdown lists, price to grand total: one table, so one precision (priceFormatFor). */
export function breakdownAmounts(priceEur: number, costs: PurchaseCosts): number[] {
  return [
    priceEur,
    ...costs.taxes.map((line) => line.amount),
    ...costs.fees.map((line) => line.amount),
    costs.costsTotal,
    costs.grandTotal,
  ];
}

/** A suggestion the client can change: homes built this year or last are usually sold new (IVA + AJD). */
export function suggestedKind(yearBuilt: number | null | undefined, currentYear: number): PurchaseKind {
  return yearBuilt !== null && yearBuilt !== undefined && yearBuilt >= currentYear - 1
    ? 'new_build'
    : 'resale';
}
