import type { Language } from '../i18n/languages';

/**
 * Formatting data the product ships for a site language whose locale a browser's Intl may lack. The
 * patterns are CLDR's for that language, so a browser with the data and one without print the same text.
 */
export interface ShippedLocale {
  /** Month names as they follow a day number ("23 ноември"). */
  monthsLong: readonly string[];
  /** Abbreviated month names of the medium date style ("23 ное."). */
  monthsShort: readonly string[];
  longDate: (day: number, month: string, year: number) => string;
  mediumDate: (day: number, month: string, year: number) => string;
  /** A month of a year, the month as `monthsLong` names it ("декември 2026 г."). */
  monthYear: (month: string, year: number) => string;
  /** A medium date joined to a 24-hour time. */
  dateTime: (date: string, time: string) => string;
  decimalSeparator: string;
  groupSeparator: string;
  /** "12,5 %" */
  percent: (number: string) => string;
  /** The conjunction list: "a, b и c". */
  list: (items: readonly string[]) => string;
  /** How long ago, as Intl.RelativeTimeFormat with `numeric: 'auto'` says it ("пред 5 минути", "вчера"). */
  ago: (count: number, unit: AgoUnit) => string;
}

export type AgoUnit = 'second' | 'minute' | 'hour' | 'day';

/** CLDR's Macedonian "one": an integer ending in 1, but not in 11. */
const macedonianOne = (count: number) => count % 10 === 1 && count % 100 !== 11;
const MACEDONIAN_UNITS: Record<Exclude<AgoUnit, 'second'>, [one: string, other: string]> = {
  minute: ['минута', 'минути'],
  hour: ['час', 'часа'],
  day: ['ден', 'дена'],
};

/** Macedonian: Chromium ships no Macedonian locale data at all. */
const MACEDONIAN: ShippedLocale = {
  monthsLong: [
    'јануари',
    'февруари',
    'март',
    'април',
    'мај',
    'јуни',
    'јули',
    'август',
    'септември',
    'октомври',
    'ноември',
    'декември',
  ],
  monthsShort: [
    'јан.',
    'фев.',
    'мар.',
    'апр.',
    'мај',
    'јун.',
    'јул.',
    'авг.',
    'сеп.',
    'окт.',
    'ное.',
    'дек.',
  ],
  longDate: (day, month, year) => `${day} ${month} ${year} г.`,
  mediumDate: (day, month, year) => `${day} ${month} ${year} г.`,
  monthYear: (month, year) => `${month} ${year} г.`,
  dateTime: (date, time) => `${date}, во ${time}`,
  decimalSeparator: ',',
  groupSeparator: '.',
  percent: (number) => `${number}\u00a0%`,
  list: (items) =>
    items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`,
  ago: (count, unit) => {
    if (unit === 'second') return 'сега';
    if (unit === 'day' && count === 1) return 'вчера';
    if (unit === 'day' && count === 2) return 'завчера';
    return `пред ${count} ${MACEDONIAN_UNITS[unit][macedonianOne(count) ? 0 : 1]}`;
  },
};

export const SHIPPED_LOCALES: Partial<Record<Language, ShippedLocale>> = { mk: MACEDONIAN };

/**
 * Unit symbols a language writes in its own script, whatever Intl prints: CLDR gives Macedonian the
 * Latin "km" and "m", which the site's Macedonian copy writes "км" and "м".
 */
export const UNIT_SYMBOLS: Partial<Record<Language, { meter: string; kilometer: string }>> = {
  mk: { meter: 'м', kilometer: 'км' },
};
