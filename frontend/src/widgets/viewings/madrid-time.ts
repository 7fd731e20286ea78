// The agency's clock: viewings are offered and shown in Madrid time, wherever the reader is. The same rules
// as the API's (backend/src/modules/viewings/domain/viewing-slots.ts), so the form answers before sending.

export const VIEWING_TIME_ZONE = 'Europe/Madrid';
/** 09:00 to 18:00 on the hour or half hour: a viewing lasts an hour and ends by 19:00. */
export const SLOT_START_TIMES: readonly string[] = Array.from({ length: 19 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const MIN_LEAD_HOURS = 24;
export const MAX_LEAD_DAYS = 60;
export const MAX_SLOTS = 3;

export type SlotProblem =
  'slot_date_invalid' | 'slot_outside_office_hours' | 'slot_too_soon' | 'slot_too_far' | 'slot_duplicate';

const HOUR = 3600_000;
const pad = (value: number) => String(value).padStart(2, '0');

const madridParts = new Intl.DateTimeFormat('en-US', {
  timeZone: VIEWING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** An instant on the Madrid clock: its date, time and weekday (0 Sunday … 6 Saturday). */
export function madridLocal(instant: Date | string): { date: string; time: string; weekday: number } {
  const parts = Object.fromEntries(
    madridParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** The instant of a Madrid date and time (summer or winter time as that day has it); null for no such date. */
export function madridInstant(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const wall = Date.UTC(year, month - 1, dayOfMonth, Number(clock[1]), Number(clock[2]));
  if (new Date(wall).getUTCDate() !== dayOfMonth || new Date(wall).getUTCMonth() !== month - 1) return null;
  // The wall time read as UTC, corrected by Madrid's offset at that moment (asked twice around a change).
  let instant = wall;
  for (let step = 0; step < 2; step++) {
    const local = madridLocal(new Date(instant));
    const [h, m] = local.time.split(':').map(Number);
    const [y, mo, d] = local.date.split('-').map(Number);
    instant += wall - Date.UTC(y, mo - 1, d, h, m);
  }
  return new Date(instant);
}

/** What is wrong with a slot at `now`, or null when the agency offers it. */
export function slotProblem(slot: { date: string; time: string }, now: Date): SlotProblem | null {
  const start = madridInstant(slot.date, slot.time);
  if (!start) return 'slot_date_invalid';
  const { weekday } = madridLocal(start);
  if (weekday === 0 || weekday === 6 || !SLOT_START_TIMES.includes(slot.time))
    return 'slot_outside_office_hours';
  if (start.getTime() < now.getTime() + MIN_LEAD_HOURS * HOUR) return 'slot_too_soon';
  if (start.getTime() > now.getTime() + MAX_LEAD_DAYS * 24 * HOUR) return 'slot_too_far';
  return null;
}

/** The first and last dates a date picker offers (Madrid dates). */
export function slotDateRange(now: Date): { min: string; max: string } {
  return {
    min: madridLocal(new Date(now.getTime() + MIN_LEAD_HOURS * HOUR)).date,
    max: madridLocal(new Date(now.getTime() + MAX_LEAD_DAYS * 24 * HOUR)).date,
  };
}

/** The Monday (Madrid date) of the week of `date` (YYYY-MM-DD), moved by `weeks`. */
export function mondayOf(date: string, weeks = 0): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const weekday = noon.getUTCDay() || 7;
  noon.setUTCDate(noon.getUTCDate() - (weekday - 1) + weeks * 7);
  return `${noon.getUTCFullYear()}-${pad(noon.getUTCMonth() + 1)}-${pad(noon.getUTCDate())}`;
}

/** `date` plus `days` (Madrid dates). */
export function addDays(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return `${noon.getUTCFullYear()}-${pad(noon.getUTCMonth() + 1)}-${pad(noon.getUTCDate())}`;
}
