import { TZDate } from '@date-fns/tz';
import { DomainError } from '../../../platform/domain/domain-error';

/** The agency's office hours, in which viewings take place: Monday to Friday, 9:00 to 19:00 in Madrid. */
export const VIEWING_TIME_ZONE = 'Europe/Madrid';
export const VIEWING_MINUTES = 60;
/**
 * A viewing starts on the hour or the half hour, from 9:00 to 18:00 (it lasts an hour and ends by 19:00).
 * Half hours, not quarters: an agent's day plans in half hours, and 19 choices fit one select.
 */
export const SLOT_START_TIMES: readonly string[] = Array.from({ length: 19 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
/** A request leaves the agency at least a day to answer, and looks at most 60 days ahead. */
export const MIN_LEAD_HOURS = 24;
export const MAX_LEAD_DAYS = 60;
export const MAX_SLOTS = 3;

export const VIEWING_MODES = ['in_person', 'video'] as const;
export type ViewingMode = (typeof VIEWING_MODES)[number];

/** A slot as a person picks it: a date and a time on the agency's clock in Madrid. */
export interface SlotInput {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  mode: ViewingMode;
}

/** A slot as the domain keeps it: UTC instants. */
export interface ViewingSlot {
  start: string;
  end: string;
  mode: ViewingMode;
}

export type SlotProblem =
  'slot_date_invalid' | 'slot_outside_office_hours' | 'slot_too_soon' | 'slot_too_far' | 'slot_duplicate';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR = 3600_000;

/** The instant of a Madrid date and time (summer or winter time as that day has it); null for no such date. */
export function madridInstant(date: string, time: string): Date | null {
  const match = DATE.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const local = new TZDate(year, month - 1, day, Number(clock[1]), Number(clock[2]), VIEWING_TIME_ZONE);
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  return new Date(local.getTime());
}

/** An instant on the Madrid clock: its date, time and weekday (0 Sunday … 6 Saturday). */
export function madridLocal(instant: Date | string): { date: string; time: string; weekday: number } {
  const local = new TZDate(new Date(instant).getTime(), VIEWING_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
    weekday: local.getDay(),
  };
}

/** What is wrong with one slot at `now`, or null when the agency offers it. */
export function slotProblem(slot: SlotInput, now: Date): SlotProblem | null {
  const start = madridInstant(slot.date, slot.time);
  if (!start) return 'slot_date_invalid';
  const { weekday } = madridLocal(start);
  if (weekday === 0 || weekday === 6 || !SLOT_START_TIMES.includes(slot.time))
    return 'slot_outside_office_hours';
  if (start.getTime() < now.getTime() + MIN_LEAD_HOURS * HOUR) return 'slot_too_soon';
  if (start.getTime() > now.getTime() + MAX_LEAD_DAYS * 24 * HOUR) return 'slot_too_far';
  return null;
}

const PROBLEM_MESSAGES: Record<SlotProblem, string> = {
  slot_date_invalid: 'This date does not exist',
  slot_outside_office_hours:
    'Viewings take place Monday to Friday, starting between 9:00 and 18:00 (Madrid time) on the hour or half hour',
  slot_too_soon: `A viewing must be at least ${MIN_LEAD_HOURS} hours ahead`,
  slot_too_far: `A viewing can be at most ${MAX_LEAD_DAYS} days ahead`,
  slot_duplicate: 'This time is already one of your choices',
};

/**
 * The slots as UTC instants, or a 422 naming each bad slot (`slots.<index>.date`, or `.time` when the
 * day is right and the hour is not), so the form shows every message next to its slot.
 */
export function resolveSlots(
  slots: readonly SlotInput[],
  now: Date,
  field: (index: number, part: 'date' | 'time') => string = (index, part) => `slots.${index}.${part}`,
): ViewingSlot[] {
  const fields: { field: string; code: SlotProblem; message: string }[] = [];
  const seen = new Set<number>();
  const resolved = slots.map((slot, index) => {
    let problem = slotProblem(slot, now);
    const start = madridInstant(slot.date, slot.time);
    if (!problem && start && seen.has(start.getTime())) problem = 'slot_duplicate';
    if (start) seen.add(start.getTime());
    if (problem) {
      const wrongDay =
        problem === 'slot_date_invalid' ||
        problem === 'slot_too_far' ||
        (problem === 'slot_outside_office_hours' && SLOT_START_TIMES.includes(slot.time));
      const part = wrongDay ? 'date' : 'time';
      fields.push({ field: field(index, part), code: problem, message: PROBLEM_MESSAGES[problem] });
    }
    const startMs = start?.getTime() ?? 0;
    return {
      start: new Date(startMs).toISOString(),
      end: new Date(startMs + VIEWING_MINUTES * 60_000).toISOString(),
      mode: slot.mode,
    };
  });
  if (fields.length > 0) {
    throw new DomainError('invalid', 'invalid_viewing_slots', 'Some of the chosen times are not offered', {
      fields,
    });
  }
  return resolved;
}
