import { addDays, madridDate, startOfMadridDay } from '../../../platform/time/madrid-calendar';

/** A report's week: Monday 00:00 to Sunday 24:00 in Madrid, named by its ISO week (`2026-W48`). */
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

const utcDay = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The Madrid week whose Monday is `monday` (YYYY-MM-DD). */
function weekFrom(monday: string): ReportWeek {
  const mondayMs = utcDay(monday);
  // ISO 8601: a week belongs to the year of its Thursday, and week 1 holds the year's first Thursday.
  const thursday = new Date(mondayMs + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return {
    isoWeek: `${year}-W${String(week).padStart(2, '0')}`,
    monday,
    sunday: addDays(monday, 6),
    start: startOfMadridDay(monday),
    end: startOfMadridDay(addDays(monday, 7)),
  };
}

/** The week holding a Madrid date. */
export function weekContaining(date: string): ReportWeek {
  const ms = utcDay(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return weekFrom(addDays(date, -weekday));
}

/** The last whole week before `instant`: what Monday's run reports. */
export function lastCompletedWeek(instant: Date): ReportWeek {
  const current = weekContaining(madridDate(instant));
  return previousWeek(current);
}

export function previousWeek(week: ReportWeek): ReportWeek {
  return weekFrom(addDays(week.monday, -7));
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
  const named = weekFrom(new Date(monday).toISOString().slice(0, 10));
  return named.isoWeek === isoWeek ? named : null;
}
