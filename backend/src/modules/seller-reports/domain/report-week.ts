import { TZDate } from '@date-fns/tz';

/** The agency's calendar: a report's week runs from Monday 00:00 to Sunday 24:00 in Madrid. */
export const REPORT_TIME_ZONE = 'Europe/Madrid';

/** One Madrid week, Monday to Sunday, named by its ISO week (`2026-W48`). */
export interface ReportWeek {
  isoWeek: string;
  /** Madrid dates, YYYY-MM-DD. */
  monday: string;
  sunday: string;
  /** Monday 00:00 and the next Monday 00:00 in Madrid: 167 or 169 hours apart in a week that changes time. */
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;
const ISO_WEEK = /^(\d{4})-W(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MADRID_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE });

const utcDay = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function madridMidnight(date: string): Date {
  const [, year, month, day] = DATE.exec(date)!.map(Number);
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, REPORT_TIME_ZONE).getTime());
}

/** The Madrid week whose Monday is `monday` (YYYY-MM-DD). */
function weekFrom(monday: string): ReportWeek {
  const mondayMs = utcDay(monday);
  // ISO 8601: a week belongs to the year of its Thursday, and week 1 holds the year's first Thursday.
  const thursday = new Date(mondayMs + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  const sunday = dateOf(mondayMs + 6 * DAY_MS);
  return {
    isoWeek: `${year}-W${String(week).padStart(2, '0')}`,
    monday,
    sunday,
    start: madridMidnight(monday),
    end: madridMidnight(dateOf(mondayMs + 7 * DAY_MS)),
  };
}

/** The week holding a Madrid date. */
export function weekContaining(date: string): ReportWeek {
  const ms = utcDay(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return weekFrom(dateOf(ms - weekday * DAY_MS));
}

/** The last whole week before `instant`: what Monday's run reports. */
export function lastCompletedWeek(instant: Date): ReportWeek {
  const current = weekContaining(MADRID_DATE.format(instant));
  return previousWeek(current);
}

export function previousWeek(week: ReportWeek): ReportWeek {
  return weekFrom(dateOf(utcDay(week.monday) - 7 * DAY_MS));
}

/** The week an ISO week names; null for anything else (a week 53 of a year without one included). */
export function weekNamed(isoWeek: string): ReportWeek | null {
  const match = ISO_WEEK.exec(isoWeek);
  if (!match) return null;
  const [year, week] = [Number(match[1]), Number(match[2])];
  if (week < 1 || week > 53) return null;
  // January 4th is always in week 1.
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS + (week - 1) * 7 * DAY_MS;
  const named = weekFrom(dateOf(monday));
  return named.isoWeek === isoWeek ? named : null;
}
