import { replay } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { RATES_IN_FORCE } from '../seed/rates-in-force';
import type { PurchaseCostRate, RateKey } from './purchase-cost-rates';
import { purchaseCostRatesDecider as decider } from './purchase-cost-rates.decider';
import type { PurchaseCostRatesEvent } from './purchase-cost-rates.events';

const AT = '2026-11-27T17:00:00.000Z';

function withRow(key: RateKey, change: Partial<PurchaseCostRate>): PurchaseCostRate[] {
  return RATES_IN_FORCE.map((rate) => (rate.key === key ? { ...rate, ...change } : rate));
}

const indexOf = (key: RateKey) => RATES_IN_FORCE.findIndex((rate) => rate.key === key);

function problemsOf(rates: PurchaseCostRate[]): { field: string; code: string }[] {
  try {
    decider.decide({ type: 'ReviseRates', rates, at: AT }, { rates: RATES_IN_FORCE });
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const domainError = error as DomainError;
    expect(domainError.kind).toBe('invalid');
    return (domainError.details?.fields as { field: string; code: string }[]).map(({ field, code }) => ({
      field,
      code,
    }));
  }
  throw new Error('The table was accepted');
}

describe('the purchase-cost rates decider', () => {
  it('seeds the rates in force once; a second seed records nothing', () => {
    const seeded = decider.decide({ type: 'SeedRates', rates: RATES_IN_FORCE, at: AT }, decider.initialState);
    expect(seeded).toEqual([
      { type: 'PurchaseCostRatesRevised', data: { rates: RATES_IN_FORCE, revisedAt: AT } },
    ]);
    const state = replay(decider, seeded as PurchaseCostRatesEvent[]);
    expect(decider.decide({ type: 'SeedRates', rates: [], at: AT }, state)).toEqual([]);
  });

  it('records a revision with the whole table, in the table order, and nothing for an unchanged table', () => {
    const state = { rates: RATES_IN_FORCE };
    const revised = withRow('itp_general', { ratePct: 8.5 }).reverse();
    const [event] = decider.decide({ type: 'ReviseRates', rates: revised, at: AT }, state);
    expect(event.data.rates.map((rate) => rate.key)).toEqual(RATES_IN_FORCE.map((rate) => rate.key));
    expect(event.data.rates[indexOf('itp_general')].ratePct).toBe(8.5);
    expect(decider.decide({ type: 'ReviseRates', rates: [...RATES_IN_FORCE], at: AT }, state)).toEqual([]);
  });

  it('refuses negative rates and rates above 100 %, naming the field', () => {
    expect(problemsOf(withRow('iva_dwelling', { ratePct: -1 }))).toEqual([
      { field: `rates.${indexOf('iva_dwelling')}.ratePct`, code: 'invalid_rate' },
    ]);
    expect(problemsOf(withRow('ajd_general', { ratePct: 100.5 }))).toEqual([
      { field: `rates.${indexOf('ajd_general')}.ratePct`, code: 'invalid_rate' },
    ]);
  });

  it('refuses a range whose highest amount is below its lowest, and negative amounts', () => {
    expect(problemsOf(withRow('notary', { minEur: 900, maxEur: 800 }))).toEqual([
      { field: `rates.${indexOf('notary')}.maxEur`, code: 'range_not_ascending' },
    ]);
    expect(problemsOf(withRow('gestoria', { minEur: -5 }))).toEqual([
      { field: `rates.${indexOf('gestoria')}.minEur`, code: 'invalid_amount' },
    ]);
  });

  it('refuses reduced transfer-tax rates above the rate above them', () => {
    expect(problemsOf(withRow('itp_habitual_residence', { ratePct: 9.5 }))).toEqual([
      { field: `rates.${indexOf('itp_habitual_residence')}.ratePct`, code: 'rates_not_ascending' },
    ]);
  });

  it('refuses a row without its source or with a date that does not exist', () => {
    expect(problemsOf(withRow('valuation', { source: '  ', reviewedOn: '2026-02-30' }))).toEqual([
      { field: `rates.${indexOf('valuation')}.source`, code: 'source_required' },
      { field: `rates.${indexOf('valuation')}.reviewedOn`, code: 'invalid_date' },
    ]);
  });

  it('refuses a table that lacks a rate or lists one twice', () => {
    const withoutNotary = RATES_IN_FORCE.filter((rate) => rate.key !== 'notary');
    expect(problemsOf(withoutNotary)).toEqual([{ field: 'rates', code: 'missing_rate' }]);
    expect(problemsOf([...RATES_IN_FORCE, RATES_IN_FORCE[0]])).toEqual([
      { field: `rates.${RATES_IN_FORCE.length}.key`, code: 'duplicate_rate' },
    ]);
  });
});
