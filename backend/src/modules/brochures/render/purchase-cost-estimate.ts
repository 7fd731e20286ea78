import type { PurchaseCostRatesDto } from '../../purchase-costs';

export type BrochurePurchaseKind = 'resale' | 'new_build';
export type BrochureCostLineKey = 'itp' | 'iva' | 'ajd' | 'notary' | 'land_registry' | 'gestoria';

export interface BrochureCostLine {
  key: BrochureCostLineKey;
  /** Percent of the price for a tax; null for a fee. */
  ratePct: number | null;
  amountEur: number;
}

export interface BrochureCostEstimate {
  kind: BrochurePurchaseKind;
  lines: BrochureCostLine[];
  totalEur: number;
  grandTotalEur: number;
}

type Rate = PurchaseCostRatesDto['rates'][number];

const cents = (euros: number) => Math.round(euros * 100) / 100;

/**
 * The brochure's "What it costs": the calculator's default case for the listed price (purchaseCosts in
 * frontend/src/lib/purchase-costs), at the rates in force: a resale pays the general transfer tax, a home
 * built this year or last is suggested as a new build (VAT and stamp duty); notary, land registry and
 * gestoría at their estimate (their share of the price held within their range, else the middle of it); no
 * mortgage. Null while the agency has recorded no table.
 */
export function estimatePurchaseCosts(
  priceEur: number,
  yearBuilt: number,
  currentYear: number,
  rates: PurchaseCostRatesDto,
): BrochureCostEstimate | null {
  const byKey = new Map(rates.rates.map((rate) => [rate.key, rate]));
  const rate = (key: Rate['key']) => byKey.get(key);
  const kind: BrochurePurchaseKind = yearBuilt >= currentYear - 1 ? 'new_build' : 'resale';
  const taxes: [BrochureCostLineKey, Rate | undefined][] =
    kind === 'resale'
      ? [['itp', rate('itp_general')]]
      : [
          ['iva', rate('iva_dwelling')],
          ['ajd', rate('ajd_general')],
        ];
  const fees: BrochureCostLineKey[] = ['notary', 'land_registry', 'gestoria'];
  if (taxes.some(([, found]) => found?.ratePct == null) || fees.some((key) => !rate(key as Rate['key'])))
    return null;
  const lines: BrochureCostLine[] = [
    ...taxes.map(([key, found]) => {
      const ratePct = found?.ratePct ?? 0;
      return { key, ratePct, amountEur: cents((priceEur * ratePct) / 100) };
    }),
    ...fees.map((key) => ({
      key,
      ratePct: null,
      amountEur: feeEstimate(rate(key as Rate['key']) as Rate, priceEur),
    })),
  ];
  const totalEur = cents(lines.reduce((sum, line) => sum + line.amountEur, 0));
  return { kind, lines, totalEur, grandTotalEur: cents(priceEur + totalEur) };
}

function feeEstimate(rate: Rate, priceEur: number): number {
  const low = rate.minEur ?? 0;
  const high = Math.max(rate.maxEur ?? low, low);
  const estimate = rate.ratePct === null ? (low + high) / 2 : (priceEur * rate.ratePct) / 100;
  return Math.round(Math.min(Math.max(estimate, low), high));
}
