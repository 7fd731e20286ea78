/** Today's date in Madrid, YYYY-MM-DD (the day an offer's validity is counted in). */
export function madridToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `isoDate` plus `days` calendar days, YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An offer is valid at most this many days ahead; the form proposes two weeks. */
export const MAX_VALIDITY_DAYS = 60;
export const DEFAULT_VALIDITY_DAYS = 14;
