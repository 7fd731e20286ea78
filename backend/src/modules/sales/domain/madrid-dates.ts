/** The agency's calendar: offers are valid until the end of a day in Madrid. */
export const SALES_TIME_ZONE = 'Europe/Madrid';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600_000;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SALES_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: number): number {
  const values = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return Date.UTC(
    Number(values.year),
    Number(values.month) - 1,
    Number(values.day),
    Number(values.hour),
    Number(values.minute),
    Number(values.second),
  );
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The Madrid date of an instant, YYYY-MM-DD. */
export function madridDate(instant: string | Date): string {
  return new Date(wallClock(new Date(instant).getTime())).toISOString().slice(0, 10);
}

/** The date `days` days after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Madrid day ends (midnight at the start of the next day, Madrid time). */
export function endOfMadridDay(date: string): Date {
  const local = Date.parse(`${addDays(date, 1)}T00:00:00Z`);
  let instant = local - (wallClock(local) - local);
  instant = local - (wallClock(instant) - instant);
  return new Date(instant);
}
