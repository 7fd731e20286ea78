import {
  MissingRateError,
  purchaseCosts,
  suggestedKind,
  type FeeKey,
  type PurchaseCostRatesDto,
  type PurchaseKind,
  type TaxLineKey,
} from '../../purchase-costs';

/** The lines of a purchase without a mortgage: the ones the brochure has words for. */
export type BrochureCostLineKey = Exclude<TaxLineKey, 'ajd_mortgage'> | Exclude<FeeKey, 'valuation'>;

export interface BrochureCostLine {
  key: BrochureCostLineKey;
  /** Percent of the price for a tax; null for a fee. */
  ratePct: number | null;
  amountEur: number;
}

export interface BrochureCostEstimate {
  kind: PurchaseKind;
  lines: BrochureCostLine[];
  totalEur: number;
  grandTotalEur: number;
}

/**
 * The brochure's "What it costs": the calculator's default case at the listed price, computed by the same
 * calculation (purchase-costs). A home built this year or last is suggested as a new build, any other as a
 * resale at the general transfer tax (no habitual residence); no mortgage; the fees at their estimate. Null
 * while the agency has recorded no rate table.
 */
export function brochureCostEstimate(
  priceEur: number,
  yearBuilt: number,
  currentYear: number,
  rates: PurchaseCostRatesDto,
): BrochureCostEstimate | null {
  const kind = suggestedKind(yearBuilt, currentYear);
  const input = {
    priceEur,
    kind,
    habitualResidence: false,
    specialCircumstances: false,
    withMortgage: false,
  };
  try {
    const costs = purchaseCosts(input, rates.rates);
    const lines: { key: TaxLineKey | FeeKey; ratePct: number | null; amountEur: number }[] = [
      ...costs.taxes.map((line) => ({ key: line.key, ratePct: line.ratePct, amountEur: line.amount })),
      ...costs.fees.map((line) => ({ key: line.key, ratePct: null, amountEur: line.amount })),
    ];
    const shown = lines.filter(
      (line): line is BrochureCostLine => line.key !== 'ajd_mortgage' && line.key !== 'valuation',
    );
    return { kind, lines: shown, totalEur: costs.costsTotal, grandTotalEur: costs.grandTotal };
  } catch (error) {
    if (error instanceof MissingRateError) return null;
    throw error;
  }
}
