import { TZDate } from '@date-fns/tz';
import { AGENCY_TIME_ZONE, madridDate } from '../../../platform/time/madrid-calendar';

/** A letter's month, YYYY-MM: the month it goes out in, and the month its news are written for. */
export const LETTER_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The letter goes out at this hour of Madrid on the first Monday of the month. */
export const LETTER_HOUR = 9;

const monthParts = (month: string): [number, number] => {
  const [year, monthNumber] = month.split('-').map(Number);
  return [year, monthNumber];
};

/** The month after `month` (December's is January of the next year). */
export function nextMonth(month: string): string {
  const [year, number] = monthParts(month);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [year, number] = monthParts(month);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The day of the month of the first Monday of `month`. */
function firstMondayDay(month: string): number {
  const [year, number] = monthParts(month);
  const weekday = new Date(Date.UTC(year, number - 1, 1)).getUTCDay();
  return 1 + ((8 - weekday) % 7);
}

/** The instant the letter of `month` goes out: its first Monday at 09:00 in Madrid, summer time or not. */
export function sendingTime(month: string): Date {
  const [year, number] = monthParts(month);
  return new Date(
    new TZDate(year, number - 1, firstMondayDay(month), LETTER_HOUR, 0, 0, AGENCY_TIME_ZONE).getTime(),
  );
}

/** Whether a Madrid date (YYYY-MM-DD) is the first Monday of its month. */
export function isFirstMonday(date: string): boolean {
  return Number(date.slice(8, 10)) === firstMondayDay(date.slice(0, 7));
}

/** The Madrid month (YYYY-MM) of an instant. */
export const madridMonth = (at: Date): string => madridDate(at).slice(0, 7);

/**
 * What a letter tells of the catalogue: the listings new or cheaper since the previous letter went out,
 * up to its own sending, so two letters never show the same news and no day is left out.
 */
export function letterPeriod(month: string): { from: Date; to: Date } {
  return { from: sendingTime(previousMonth(month)), to: sendingTime(month) };
}

/** The next letter from `now`: this month's while its sending time has not passed, else next month's. */
export function comingMonth(now: Date): string {
  const month = madridMonth(now);
  return now.getTime() < sendingTime(month).getTime() ? month : nextMonth(month);
}
