/**
 * What the catalogue's price is the price of, as the booking keeps it: a service's 'from' price, which staff
 * turn into a total later; an experience's price for each guest or for the whole party.
 */
export const QUOTE_BASES = ['from', 'per_person', 'per_group'] as const;
export type QuoteBasis = (typeof QUOTE_BASES)[number];

export interface BookingQuote {
  /** Whole euros, as the catalogue priced the item when it was booked. */
  priceEur: number;
  basis: QuoteBasis;
}

/** The total a quote makes for some guests; null for a 'from' price: the total is on request. */
export function quotedTotal(quote: BookingQuote, guests: number): number | null {
  switch (quote.basis) {
    case 'from':
      return null;
    case 'per_person':
      return quote.priceEur * guests;
    case 'per_group':
      return quote.priceEur;
  }
}
