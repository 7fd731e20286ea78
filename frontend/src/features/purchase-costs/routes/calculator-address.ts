import { FEE_KEYS, type FeeKey } from '../../../lib/purchase-costs/purchase-costs';
import {
  BOUNDS,
  checkNumber,
  DEFAULT_MORTGAGE,
  parseDecimal,
  parseEuros,
  type CalculatorInputs,
} from '../components/calculator-inputs';

/**
 * /calculator keeps its inputs in its address, so a figure can be shared and reloaded:
 *
 * `price` (euros), `kind=new` (a new build; a resale otherwise), `habitual=1` (a resale as habitual
 * residence) and `special=1` (its special cases), `mortgage=1` (the mortgage open) with `resident=1`,
 * `down` (euros), `rate` (percent, `3.5`) and `years`; the client's own fees: `notary`, `registry`,
 * `gestoria` and `valuation` (euros).
 *
 * A value that is the starting one, or that does not apply (the habitual residence of a new build, the
 * mortgage's fields while it is closed), is left out; a value in the address that does not read or is out
 * of bounds is ignored: its field starts as usual.
 */
export const CALCULATOR_PARAMS = [
  'price',
  'kind',
  'habitual',
  'special',
  'mortgage',
  'resident',
  'down',
  'rate',
  'years',
  'notary',
  'registry',
  'gestoria',
  'valuation',
] as const;

const FEE_PARAMS: Record<FeeKey, (typeof CALCULATOR_PARAMS)[number]> = {
  notary: 'notary',
  land_registry: 'registry',
  gestoria: 'gestoria',
  valuation: 'valuation',
};

const NEW_BUILD = 'new';
const YES = '1';

/** Whole euros (or years) written as digits only, within bounds; null otherwise. */
function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,12}$/.test(text)) return null;
  const value = Number(text);
  return checkNumber(value, min, max) ? null : value;
}

/** The inputs an address asks for, on top of the calculator's starting ones. */
export function inputsFromAddress(params: URLSearchParams, starting: CalculatorInputs): CalculatorInputs {
  const price = wholeNumber(params.get('price'), BOUNDS.price.min, BOUNDS.price.max);
  const kindParam = params.get('kind');
  const kind = kindParam === NEW_BUILD ? 'new_build' : kindParam === 'resale' ? 'resale' : starting.kind;
  const habitualResidence = kind === 'resale' && params.get('habitual') === YES;
  const withMortgage = params.get('mortgage') === YES;
  const priceEur = price ?? parseEuros(starting.priceText) ?? 0;
  const down = wholeNumber(params.get('down'), 0, priceEur);
  const rateParam = params.get('rate');
  const rate = rateParam !== null && /^\d{1,2}(\.\d{1,4})?$/.test(rateParam) ? Number(rateParam) : null;
  const years = wholeNumber(params.get('years'), BOUNDS.years.min, BOUNDS.years.max);
  const feeTexts: CalculatorInputs['feeTexts'] = {};
  for (const key of FEE_KEYS) {
    const fee = wholeNumber(params.get(FEE_PARAMS[key]), BOUNDS.fee.min, BOUNDS.fee.max);
    if (fee !== null) feeTexts[key] = String(fee);
  }
  return {
    priceText: price === null ? starting.priceText : String(price),
    kind,
    habitualResidence,
    specialCircumstances: habitualResidence && params.get('special') === YES,
    withMortgage,
    feeTexts,
    mortgage: withMortgage
      ? {
          resident: params.get('resident') === YES,
          downText: down === null ? null : String(down),
          rateText:
            rate !== null && !checkNumber(rate, BOUNDS.rate.min, BOUNDS.rate.max)
              ? String(rate)
              : DEFAULT_MORTGAGE.rateText,
          yearsText: years === null ? DEFAULT_MORTGAGE.yearsText : String(years),
        }
      : DEFAULT_MORTGAGE,
  };
}

/**
 * `params` with the calculator's own replaced by what `inputs` hold (other parameters are kept): only valid
 * values that differ from the starting ones and apply, so reading the address back gives the same figures.
 */
export function addressOfInputs(
  params: URLSearchParams,
  inputs: CalculatorInputs,
  starting: CalculatorInputs,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of CALCULATOR_PARAMS) next.delete(name);
  const price = parseEuros(inputs.priceText);
  const validPrice = checkNumber(price, BOUNDS.price.min, BOUNDS.price.max) ? null : price;
  if (validPrice !== null && String(validPrice) !== starting.priceText) next.set('price', String(validPrice));
  if (inputs.kind !== starting.kind) next.set('kind', inputs.kind === 'new_build' ? NEW_BUILD : 'resale');
  if (inputs.kind === 'resale' && inputs.habitualResidence) {
    next.set('habitual', YES);
    if (inputs.specialCircumstances) next.set('special', YES);
  }
  if (inputs.withMortgage) {
    const { resident, downText, rateText, yearsText } = inputs.mortgage;
    next.set('mortgage', YES);
    if (resident) next.set('resident', YES);
    const down = downText === null ? null : parseEuros(downText);
    if (down !== null && validPrice !== null && !checkNumber(down, 0, validPrice))
      next.set('down', String(down));
    const rate = parseDecimal(rateText);
    if (rate !== null && !checkNumber(rate, BOUNDS.rate.min, BOUNDS.rate.max)) {
      if (rate !== Number(DEFAULT_MORTGAGE.rateText)) next.set('rate', String(rate));
    }
    const years = parseEuros(yearsText);
    if (years !== null && !checkNumber(years, BOUNDS.years.min, BOUNDS.years.max)) {
      if (years !== Number(DEFAULT_MORTGAGE.yearsText)) next.set('years', String(years));
    }
  }
  for (const key of FEE_KEYS) {
    const fee = parseEuros(inputs.feeTexts[key] ?? '');
    if (fee !== null && !checkNumber(fee, BOUNDS.fee.min, BOUNDS.fee.max))
      next.set(FEE_PARAMS[key], String(fee));
  }
  return next;
}
