/**
 * The rates and fee ranges a purchase in Cantabria costs, as the owners keep them (taxes change by law, so
 * they are data, not code). Each row carries its legal source and dates, so a visitor can check it.
 *
 * Every key has a shape: a `percent` row is a rate (`ratePct`, and for a reduced rate the value below which
 * it applies, `maxValueEur`); a `range` row is a fee between `minEur` and `maxEur`, with an optional
 * `ratePct` of the price that estimates where in the range a given price falls.
 */
export const RATE_SHAPES = {
  /** ITP, transfer tax on a resale: general rate. */
  itp_general: 'percent',
  /** ITP reduced rate for a habitual residence whose value is below `maxValueEur`. */
  itp_habitual_residence: 'percent',
  /** ITP reduced rate for the habitual residence of large or single-parent families, disability, young buyers. */
  itp_habitual_residence_special: 'percent',
  /** IVA (VAT) on a new dwelling bought from the developer. */
  iva_dwelling: 'percent',
  /** AJD, stamp duty on the deed of a new build (paid with IVA). */
  ajd_general: 'percent',
  /** AJD on the mortgage deed: paid by the lender, 0 for the buyer. */
  ajd_mortgage_buyer: 'percent',
  notary: 'range',
  land_registry: 'range',
  gestoria: 'range',
  valuation: 'range',
  /** The usual share of the value a bank lends to a resident. */
  financing_resident: 'percent',
  /** The usual share of the value a bank lends to a non-resident. */
  financing_non_resident: 'percent',
} as const;

export type RateKey = keyof typeof RATE_SHAPES;
export const RATE_KEYS = Object.keys(RATE_SHAPES) as RateKey[];

export interface PurchaseCostRate {
  key: RateKey;
  ratePct: number | null;
  maxValueEur: number | null;
  minEur: number | null;
  maxEur: number | null;
  /** The law or regulation, as a reader cites it. */
  source: string;
  sourceUrl: string | null;
  /** YYYY-MM-DD: in force since. */
  effectiveFrom: string;
  /** YYYY-MM-DD: when the agency last checked it. */
  reviewedOn: string;
}

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_EUR = 100_000_000;

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isAmount = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_EUR;

/**
 * What is wrong with a table, each problem under its field path (`rates.3.ratePct`): every key exactly once,
 * rates from 0 to 100 %, amounts whole euros, ranges ascending, a source and valid dates on every row.
 */
export function rateTableProblems(rates: readonly PurchaseCostRate[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, code: string, message: string) => problems.push({ field, code, message });
  const seen = new Set<string>();
  rates.forEach((rate, index) => {
    const at = (name: string) => `rates.${index}.${name}`;
    if (seen.has(rate.key)) problem(at('key'), 'duplicate_rate', `The rate ${rate.key} is listed twice`);
    seen.add(rate.key);
    const shape = RATE_SHAPES[rate.key];
    if (rate.ratePct !== null && !(rate.ratePct >= 0 && rate.ratePct <= 100)) {
      problem(at('ratePct'), 'invalid_rate', 'A rate is a percentage from 0 to 100');
    }
    if (shape === 'percent' && rate.ratePct === null) {
      problem(at('ratePct'), 'rate_required', 'This row needs its rate');
    }
    if (rate.maxValueEur !== null && !(isAmount(rate.maxValueEur) && rate.maxValueEur > 0)) {
      problem(at('maxValueEur'), 'invalid_amount', 'An amount is a whole number of euros above zero');
    }
    if (shape === 'range') {
      if (rate.minEur === null || !isAmount(rate.minEur)) {
        problem(at('minEur'), 'invalid_amount', 'An amount is a whole number of euros, zero or more');
      }
      if (rate.maxEur === null || !isAmount(rate.maxEur)) {
        problem(at('maxEur'), 'invalid_amount', 'An amount is a whole number of euros, zero or more');
      } else if (rate.minEur !== null && isAmount(rate.minEur) && rate.maxEur < rate.minEur) {
        problem(at('maxEur'), 'range_not_ascending', 'The highest amount cannot be below the lowest');
      }
    }
    if (!rate.source.trim()) problem(at('source'), 'source_required', 'Name the legal source of this rate');
    if (!isDate(rate.effectiveFrom)) problem(at('effectiveFrom'), 'invalid_date', 'A date reads YYYY-MM-DD');
    if (!isDate(rate.reviewedOn)) problem(at('reviewedOn'), 'invalid_date', 'A date reads YYYY-MM-DD');
  });
  for (const key of RATE_KEYS) {
    if (!seen.has(key)) problem('rates', 'missing_rate', `The table lacks the rate ${key}`);
  }
  // The special reduced rate is below the habitual-residence one, which is below the general rate.
  const rateOf = (key: RateKey) => rates.find((rate) => rate.key === key)?.ratePct ?? null;
  const ladder: RateKey[] = ['itp_habitual_residence_special', 'itp_habitual_residence', 'itp_general'];
  ladder.slice(1).forEach((key, step) => {
    const lower = rateOf(ladder[step]);
    const higher = rateOf(key);
    if (lower !== null && higher !== null && lower > higher) {
      const index = rates.findIndex((rate) => rate.key === ladder[step]);
      problem(
        `rates.${index}.ratePct`,
        'rates_not_ascending',
        'A reduced rate cannot exceed the rate above it',
      );
    }
  });
  return problems;
}
