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
