import type { Language } from '../i18n/languages';
import { intlLocale, intlSupports } from './intl-support';
import { SHIPPED_LOCALES, UNIT_SYMBOLS } from './shipped-locales';
import type { AgoUnit, ShippedLocale } from './shipped-locales';

/**
 * Every date, number, distance and list the site prints, in the conventions of the chosen language. Intl
 * does the work where the browser has the language's data; where it has not (Chromium and Macedonian),
 * the product's own data takes over, so a Cyrillic page never shows an English date or a Latin unit.
 */

/**
 * Euro amounts: one formatter for the site, the server renderer and the e-mails (its rule is there). Browser
 * tests take it from e2e/support/prices: Playwright cannot import the backend's module through this file.
 */
export { formatPrice, formatShortPrice, priceFormatFor } from '../../../../backend/src/platform/format/money';

/** The shipped data of a language, when the browser cannot format it with `service`. */
function shipped(
  service: 'DateTimeFormat' | 'NumberFormat' | 'ListFormat' | 'RelativeTimeFormat',
  language: Language,
): ShippedLocale | null {
  const data = SHIPPED_LOCALES[language];
  return data && !intlSupports(service, language) ? data : null;
}

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.RelativeTimeFormat;
const formats = new Map<string, Format>();
function cached<T extends Format>(key: string, create: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format as T;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`number:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** A plain number in the conventions of the chosen language. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  const data = shipped('NumberFormat', language);
  if (!data) return numberFormat(intlLocale(language), { maximumFractionDigits }).format(value);
  // Intl's English rounds and groups; the shipped separators replace its own.
  return numberFormat('en', { maximumFractionDigits })
    .formatToParts(value)
    .map((part) =>
      part.type === 'group'
        ? data.groupSeparator
        : part.type === 'decimal'
          ? data.decimalSeparator
          : part.value,
    )
    .join('');
}

export function formatPercent(value: number, language: Language): string {
  const data = shipped('NumberFormat', language);
  if (data) return data.percent(formatNumber(value, language, 1));
  return numberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

function formatUnit(value: number, unit: 'meter' | 'kilometer', language: Language, digits: number): string {
  const symbol = UNIT_SYMBOLS[language]?.[unit];
  if (symbol) return `${formatNumber(value, language, digits)}\u00a0${symbol}`;
  return numberFormat(intlLocale(language), { style: 'unit', unit, maximumFractionDigits: digits }).format(
    value,
  );
}

/** A distance given in metres: "350 m" below one kilometre, "1,2 km" above, in the chosen language. */
export function formatDistance(metres: number, language: Language): string {
  if (metres < 1000) return formatUnit(metres, 'meter', language, 0);
  return formatKilometres(metres / 1000, language);
}

export function formatKilometres(kilometres: number, language: Language): string {
  return formatUnit(kilometres, 'kilometer', language, kilometres < 10 ? 1 : 0);
}

/** "Spanish, English and French" in the chosen language. */
export function formatList(items: readonly string[], language: Language): string {
  const data = shipped('ListFormat', language);
  if (data) return data.list(items);
  return cached(
    `list:${language}`,
    () => new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }),
  ).format(items);
}

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `date:${language}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(language), options),
  );
}

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A calendar date ("21 de noviembre de 2025", "21. November 2025", "21 ноември 2025 г."). */
export function formatDate(iso: string, language: Language): string {
  const date = parse(iso);
  if (!date) return '';
  const data = shipped('DateTimeFormat', language);
  if (data) return data.longDate(date.getDate(), data.monthsLong[date.getMonth()], date.getFullYear());
  return dateFormat(language, { dateStyle: 'long' }).format(date);
}

/**
 * A calendar day given as YYYY-MM-DD (a check-in, say): the same day in every time zone ("3 jul 2027").
 */
export function formatDay(isoDate: string, language: Language): string {
  const date = parse(`${isoDate}T00:00:00Z`);
  if (!date) return '';
  const data = shipped('DateTimeFormat', language);
  if (data) {
    return data.mediumDate(date.getUTCDate(), data.monthsShort[date.getUTCMonth()], date.getUTCFullYear());
  }
  return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * A month given as YYYY-MM, in words ("diciembre de 2026", "December 2026", "декабрь 2026 г."), the same
 * month in every time zone. `capitalized` for a month that starts a label or a line ("Декабрь 2026 г.").
 */
export function formatMonth(
  month: string,
  language: Language,
  { capitalized = false }: { capitalized?: boolean } = {},
): string {
  const date = /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? parse(`${month}-15T00:00:00Z`) : null;
  if (!date) return '';
  const data = shipped('DateTimeFormat', language);
  const text = data
    ? data.monthYear(data.monthsLong[date.getUTCMonth()], date.getUTCFullYear())
    : dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  return capitalized ? text.charAt(0).toLocaleUpperCase(intlLocale(language)) + text.slice(1) : text;
}

/**
 * How long ago a moment was, in the largest whole unit up to days ("hace 5 minutos", "3 hours ago", "вчера");
 * under a minute is "now".
 */
export function formatTimeAgo(iso: string, language: Language, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  const [count, unit]: [number, AgoUnit] =
    minutes < 1
      ? [0, 'second']
      : minutes < 60
        ? [minutes, 'minute']
        : minutes < 24 * 60
          ? [Math.floor(minutes / 60), 'hour']
          : [Math.floor(minutes / (24 * 60)), 'day'];
  const data = shipped('RelativeTimeFormat', language);
  if (data) return data.ago(count, unit);
  return cached(
    `relative:${language}`,
    () => new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }),
  ).format(-count, unit);
}

/** A date with its time ("21 nov 2025, 18:05") in the chosen language. */
export function formatDateTime(iso: string, language: Language): string {
  const date = parse(iso);
  if (!date) return '';
  const data = shipped('DateTimeFormat', language);
  if (data) {
    const day = data.mediumDate(date.getDate(), data.monthsShort[date.getMonth()], date.getFullYear());
    return data.dateTime(day, `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`);
  }
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The fields of a moment on a given clock (day, month, year, hour, minute, second), from Intl's English,
 * which every browser ships; the words then come from the shipped data.
 */
function clockParts(date: Date, timeZone: string): Record<string, string> {
  const clock = cached(
    `clock:${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return Object.fromEntries(clock.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * A moment to the second on a given clock, whatever the browser's zone ("27 nov 2026, 18:05:09" in
 * Madrid): when something was recorded. `to: 'minute'` leaves the seconds out, for a reader outside the
 * back office ("27 nov 2026, 18:05").
 */
export function formatMomentIn(
  iso: string,
  language: Language,
  timeZone: string,
  { to = 'second' }: { to?: 'second' | 'minute' } = {},
): string {
  const date = parse(iso);
  if (!date) return '';
  const data = shipped('DateTimeFormat', language);
  if (!data) {
    return dateFormat(language, {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(to === 'second' ? { second: '2-digit' } : {}),
    }).format(date);
  }
  const parts = clockParts(date, timeZone);
  const day = data.mediumDate(
    Number(parts.day),
    data.monthsShort[Number(parts.month) - 1],
    Number(parts.year),
  );
  const clock = `${parts.hour}:${parts.minute}`;
  return data.dateTime(day, to === 'second' ? `${clock}:${parts.second}` : clock);
}

/**
 * A day on a given clock, whatever the browser's zone, in the medium style ("12 nov 2026"), or without the
 * year for a recent day ("12 nov", "12. Nov.", "12 ное."): when a price changed, say.
 */
export function formatDayIn(
  iso: string,
  language: Language,
  timeZone: string,
  { year = true }: { year?: boolean } = {},
): string {
  const date = parse(iso);
  if (!date) return '';
  const data = shipped('DateTimeFormat', language);
  if (!data) {
    return dateFormat(language, {
      timeZone,
      day: 'numeric',
      month: 'short',
      ...(year ? { year: 'numeric' } : {}),
    }).format(date);
  }
  const parts = clockParts(date, timeZone);
  const month = data.monthsShort[Number(parts.month) - 1];
  return year ? data.mediumDate(Number(parts.day), month, Number(parts.year)) : `${parts.day} ${month}`;
}
