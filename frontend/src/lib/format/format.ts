import type { Language } from '../i18n/languages';

/** Prices follow the agency's rule in every language: es-ES, euro, no decimals ("2.850.000 €"). */
const priceFormat = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatPrice(amountEur: number): string {
  return priceFormat.format(amountEur);
}

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    cache.set(key, format);
  }
  return format;
}

/** A plain number in the conventions of the chosen language. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  return numberFormat(language, { maximumFractionDigits }).format(value);
}

export function formatPercent(value: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** A distance given in metres: "350 m" below one kilometre, "1,2 km" above, in the chosen language. */
export function formatDistance(metres: number, language: Language): string {
  if (metres < 1000) {
    return numberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres);
  }
  return formatKilometres(metres / 1000, language);
}

export function formatKilometres(kilometres: number, language: Language): string {
  return numberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: kilometres < 10 ? 1 : 0,
  }).format(kilometres);
}

/** A calendar date ("21 de noviembre de 2025", "21. November 2025") in the chosen language. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/**
 * A calendar day given as YYYY-MM-DD (a check-in, say): the same day in every time zone ("3 jul 2027").
 */
export function formatDay(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A date with its time ("21 nov 2025, 18:05") in the chosen language. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
