import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { rateTableProblems, RATE_KEYS, type PurchaseCostRate } from './purchase-cost-rates';
import type { PurchaseCostRatesEvent } from './purchase-cost-rates.events';

export type PurchaseCostRatesCommand =
  /** The rates in force, recorded once when the table does not exist yet (seeding is idempotent). */
  | { type: 'SeedRates'; rates: PurchaseCostRate[]; at: string }
  | { type: 'ReviseRates'; rates: PurchaseCostRate[]; at: string };

export interface PurchaseCostRatesState {
  rates: PurchaseCostRate[] | null;
}

/** Rows in the table's own order and fields, so the same table saved again is no change. */
function ordered(rates: readonly PurchaseCostRate[]): PurchaseCostRate[] {
  return [...rates]
    .sort((a, b) => RATE_KEYS.indexOf(a.key) - RATE_KEYS.indexOf(b.key))
    .map((rate) => ({
      key: rate.key,
      ratePct: rate.ratePct,
      maxValueEur: rate.maxValueEur,
      minEur: rate.minEur,
      maxEur: rate.maxEur,
      source: rate.source.trim(),
      sourceUrl: rate.sourceUrl?.trim() || null,
      effectiveFrom: rate.effectiveFrom,
      reviewedOn: rate.reviewedOn,
    }));
}

function validTable(rates: PurchaseCostRate[]): PurchaseCostRate[] {
  const problems = rateTableProblems(rates);
  if (problems.length > 0) {
    throw new DomainError('invalid', 'invalid_rates', 'Some rates are not valid', { fields: problems });
  }
  return ordered(rates);
}

export const purchaseCostRatesDecider: Decider<
  PurchaseCostRatesCommand,
  PurchaseCostRatesState,
  PurchaseCostRatesEvent
> = {
  initialState: { rates: null },

  decide(command, state) {
    if (command.type === 'SeedRates' && state.rates) return [];
    const rates = validTable(command.rates);
    if (state.rates && JSON.stringify(state.rates) === JSON.stringify(rates)) return [];
    return [{ type: 'PurchaseCostRatesRevised', data: { rates, revisedAt: command.at } }];
  },

  evolve(_state, event) {
    return { rates: event.data.rates };
  },
};
