import { TZDate } from '@date-fns/tz';

/**
 * The agency's calendar. Its days are Madrid's: an offer is valid until the end of a Madrid day, a mandate
 * ends on a Madrid date, a seller's week runs from Monday 00:00 to Sunday 24:00 in Madrid. Dates are written
 * YYYY-MM-DD; calendar arithmetic on them is done in UTC, where every day has 24 hours.
 */
export const AGENCY_TIME_ZONE = 'Europe/Madrid';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const MADRID_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE });

const utcDay = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The Madrid date of an instant, YYYY-MM-DD. */
export function madridDate(instant: string | Date): string {
  return MADRID_DATE.format(new Date(instant));
}

/** The date `days` days after a YYYY-MM-DD date (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The instant a Madrid day begins (midnight exists every day in Madrid: the clocks change at 2:00). */
export function startOfMadridDay(date: string): Date {
  const [, year, month, day] = DATE.exec(date)!.map(Number);
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, AGENCY_TIME_ZONE).getTime());
}

/** The instant a Madrid day ends: midnight at the start of the next day. */
export function endOfMadridDay(date: string): Date {
  return startOfMadridDay(addDays(date, 1));
}
