import type { PurchaseCostRate } from '../../../lib/api/types';
import type { RateKey } from '../../../lib/purchase-costs/rates';

type NumberField = 'ratePct' | 'maxValueEur' | 'minEur' | 'maxEur';

/** The numbers each row has (the backend's RATE_SHAPES): a rate, a reduced rate's limit, a fee's range. */
export const RATE_FIELDS: Record<RateKey, NumberField[]> = {
  itp_general: ['ratePct'],
  itp_habitual_residence: ['ratePct', 'maxValueEur'],
  itp_habitual_residence_special: ['ratePct', 'maxValueEur'],
  iva_dwelling: ['ratePct'],
  ajd_general: ['ratePct'],
  ajd_mortgage_buyer: ['ratePct'],
  notary: ['minEur', 'maxEur', 'ratePct'],
  land_registry: ['minEur', 'maxEur', 'ratePct'],
  gestoria: ['minEur', 'maxEur', 'ratePct'],
  valuation: ['minEur', 'maxEur', 'ratePct'],
  financing_resident: ['ratePct'],
  financing_non_resident: ['ratePct'],
};

const RANGES = new Set<RateKey>(['notary', 'land_registry', 'gestoria', 'valuation']);
const OPTIONAL = new Set<string>(['maxValueEur']);

/** A row as the form holds it: every value as typed. */
export type RowDraft = { key: RateKey } & Record<
  NumberField | 'source' | 'sourceUrl' | 'effectiveFrom' | 'reviewedOn',
  string
>;

const text = (value: number | null) => (value === null ? '' : String(value));

export function rowDraft(rate: PurchaseCostRate): RowDraft {
  return {
    key: rate.key,
    ratePct: text(rate.ratePct),
    maxValueEur: text(rate.maxValueEur),
    minEur: text(rate.minEur),
    maxEur: text(rate.maxEur),
    source: rate.source,
    sourceUrl: rate.sourceUrl ?? '',
    effectiveFrom: rate.effectiveFrom,
    reviewedOn: rate.reviewedOn,
  };
}

const number = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));

export function rowValue(row: RowDraft): PurchaseCostRate {
  return {
    key: row.key,
    ratePct: number(row.ratePct),
    maxValueEur: number(row.maxValueEur),
    minEur: number(row.minEur),
    maxEur: number(row.maxEur),
    source: row.source.trim(),
    sourceUrl: row.sourceUrl.trim() || null,
    effectiveFrom: row.effectiveFrom,
    reviewedOn: row.reviewedOn,
  };
}

/**
 * The API's rules for a row, checked before sending (the API checks them again and names the same fields):
 * rates from 0 to 100, whole non-negative euros, a range's highest not below its lowest, a source, dates.
 */
export type RowProblem =
  | 'required'
  | 'notANumber'
  | 'invalidRate'
  | 'invalidAmount'
  | 'rangeNotAscending'
  | 'invalidUrl'
  | 'invalidDate';

export function rowProblems(row: RowDraft): Partial<Record<keyof RowDraft, RowProblem>> {
  const problems: Partial<Record<keyof RowDraft, RowProblem>> = {};
  const value = rowValue(row);
  for (const field of RATE_FIELDS[row.key]) {
    const entered = value[field];
    const optional = OPTIONAL.has(field) || (field === 'ratePct' && RANGES.has(row.key));
    if (entered === null) {
      if (!optional) problems[field] = 'required';
    } else if (Number.isNaN(entered)) {
      problems[field] = 'notANumber';
    } else if (
      field === 'ratePct' ? entered < 0 || entered > 100 : !Number.isInteger(entered) || entered < 0
    ) {
      problems[field] = field === 'ratePct' ? 'invalidRate' : 'invalidAmount';
    }
  }
  if (
    !problems.minEur &&
    !problems.maxEur &&
    value.minEur !== null &&
    value.maxEur !== null &&
    value.maxEur < value.minEur
  ) {
    problems.maxEur = 'rangeNotAscending';
  }
  if (!value.source) problems.source = 'required';
  if (value.sourceUrl && !/^https:\/\/\S+$/.test(value.sourceUrl)) problems.sourceUrl = 'invalidUrl';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.effectiveFrom)) problems.effectiveFrom = 'invalidDate';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.reviewedOn)) problems.reviewedOn = 'invalidDate';
  return problems;
}
