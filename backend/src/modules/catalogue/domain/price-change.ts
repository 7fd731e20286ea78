/** How long a reduction is shown on the site as one ("Reduced by 6 % on 12 Nov"), and sorts a listing first. */
export const RECENT_REDUCTION_DAYS = 90;

/**
 * The change from one price to the next in whole percent of the earlier one: negative for a reduction, positive
 * for an increase. A change that rounds to 0 % reads as 1 %, so a reduction never says "by 0 %".
 */
export function priceChangePercent(previousPriceEur: number, priceEur: number): number {
  if (previousPriceEur <= 0 || priceEur === previousPriceEur) return 0;
  const percent = Math.round(((priceEur - previousPriceEur) / previousPriceEur) * 100);
  if (percent === 0) return priceEur < previousPriceEur ? -1 : 1;
  return percent;
}

/** The moment before which a reduction is no longer recent. */
export function recentReductionSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_REDUCTION_DAYS * 24 * 60 * 60 * 1000);
}

/** A reduction as the site shows it: by how many whole percent, from which price, when (ISO 8601). */
export interface RecentReduction {
  percent: number;
  previousPriceEur: number;
  at: string;
}

/**
 * The latest reduction of an active listing's price, when it is recent (RECENT_REDUCTION_DAYS) and the price is
 * still below the one before it; null otherwise. A reserved or sold property shows none: there is nothing
 * left to buy at the new price.
 */
export function recentReduction(
  listing: { status: string; priceEur: number; reducedAt: Date | null; reducedFromEur: number | null },
  now: Date,
): RecentReduction | null {
  const { status, priceEur, reducedAt, reducedFromEur } = listing;
  if (status !== 'active' || !reducedAt || reducedFromEur === null || priceEur >= reducedFromEur) return null;
  if (reducedAt < recentReductionSince(now)) return null;
  return {
    percent: -priceChangePercent(reducedFromEur, priceEur),
    previousPriceEur: reducedFromEur,
    at: reducedAt.toISOString(),
  };
}
