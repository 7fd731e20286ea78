/** Price per built square metre, rounded to whole euros. */
export function pricePerM2(priceEur: number, sizeBuiltM2: number): number {
  return sizeBuiltM2 > 0 ? Math.round(priceEur / sizeBuiltM2) : 0;
}

/** A listing is "new" for 30 days after it was listed. */
export const NEW_LISTING_DAYS = 30;

export function isNewListing(listedAt: Date, now: Date): boolean {
  return now.getTime() - listedAt.getTime() < NEW_LISTING_DAYS * 24 * 3600 * 1000;
}
