import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { simulateBrowserWithout } from './browser-without-locale.testing';

type FormatModule = typeof import('./format');

/** A fresh copy of the module, so what it learnt about the browser's Intl starts over. */
async function loadFormat(): Promise<FormatModule> {
  let loaded: FormatModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./format');
  });
  if (!loaded) throw new Error('format module not loaded');
  return loaded;
}

// Node ships full ICU: its Macedonian is the reference the shipped data must reproduce (made before any
// test replaces Intl).
const { NumberFormat } = Intl;
const icu = {
  long: new Intl.DateTimeFormat('mk', { dateStyle: 'long' }),
  medium: new Intl.DateTimeFormat('mk', { dateStyle: 'medium', timeZone: 'UTC' }),
  dateTime: new Intl.DateTimeFormat('mk', { dateStyle: 'medium', timeStyle: 'short' }),
  number: (digits: number) => new NumberFormat('mk', { maximumFractionDigits: digits }),
  percent: new Intl.NumberFormat('mk', { style: 'percent', maximumFractionDigits: 1 }),
  list: new Intl.ListFormat('mk', { type: 'conjunction' }),
  month: new Intl.DateTimeFormat('mk', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** The 5th of each month of 2026 at 09:05 local time, and a day that ends a month. */
const DAYS = [
  ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 5, 9, 5)),
  new Date(2027, 0, 31, 23, 59),
];
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe.each([
  ['a browser with Macedonian data', () => () => undefined],
  ['a browser without Macedonian data (Chromium)', () => simulateBrowserWithout('mk')],
])('Macedonian in %s', (_, simulate) => {
  let restore: () => void = () => undefined;
  let format: FormatModule;
  beforeEach(async () => {
    restore = simulate();
    format = await loadFormat();
  });
  afterEach(() => restore());

  it('writes every month of a long date in Macedonian, as CLDR does', () => {
    for (const date of DAYS) {
      expect(format.formatDate(date.toISOString(), 'mk')).toBe(icu.long.format(date));
    }
    expect(format.formatDate('2026-11-23T12:00:00Z', 'mk')).toBe('23 ноември 2026 г.');
  });

  it('writes medium dates and dates with a time in Macedonian', () => {
    for (const date of DAYS) {
      const day = isoDay(date);
      expect(format.formatDay(day, 'mk')).toBe(icu.medium.format(new Date(`${day}T00:00:00Z`)));
      expect(format.formatDateTime(date.toISOString(), 'mk')).toBe(icu.dateTime.format(date));
    }
  });

  it('names a month of a year in Macedonian, as CLDR does', () => {
    for (let month = 1; month <= 12; month++) {
      const code = `2026-${String(month).padStart(2, '0')}`;
      expect(format.formatMonth(code, 'mk')).toBe(icu.month.format(new Date(`${code}-15T00:00:00Z`)));
    }
    expect(format.formatMonth('2026-12', 'mk')).toBe('декември 2026 г.');
    expect(format.formatMonth('2026-12', 'mk', { capitalized: true })).toBe('Декември 2026 г.');
  });

  it('never prints a Latin letter in a Macedonian date', () => {
    for (const date of DAYS) {
      expect(format.formatDate(date.toISOString(), 'mk')).not.toMatch(/[A-Za-z]/);
      expect(format.formatDateTime(date.toISOString(), 'mk')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('groups and separates numbers the Macedonian way', () => {
    for (const value of [0, 7, 999, 1234, 12345.67, 2850000, -4321.5]) {
      expect(format.formatNumber(value, 'mk')).toBe(icu.number(0).format(value));
      expect(format.formatNumber(value, 'mk', 2)).toBe(icu.number(2).format(value));
    }
    expect(format.formatPercent(12.5, 'mk')).toBe(icu.percent.format(0.125));
    expect(format.formatPercent(4, 'mk')).toBe(icu.percent.format(0.04));
  });

  it('prints distances with the Cyrillic units "м" and "км"', () => {
    expect(format.formatDistance(350, 'mk')).toBe('350\u00a0м');
    expect(format.formatDistance(1250, 'mk')).toBe('1,3\u00a0км');
    expect(format.formatKilometres(12, 'mk')).toBe('12\u00a0км');
  });

  it('joins a list with "и"', () => {
    for (const items of [['шпански'], ['шпански', 'англиски'], ['шпански', 'англиски', 'руски']]) {
      expect(format.formatList(items, 'mk')).toBe(icu.list.format(items));
    }
  });
});

describe('the other languages', () => {
  it('writes English dates the British way, under British copy', async () => {
    const format = await loadFormat();
    expect(format.formatDate('2026-11-23T12:00:00Z', 'en')).toBe('23 November 2026');
    expect(format.formatDay('2027-07-03', 'en')).toBe('3 Jul 2027');
    expect(format.formatList(['Spanish', 'English', 'French'], 'en')).toBe('Spanish, English and French');
  });

  it('keeps Intl for the languages every browser ships', async () => {
    const format = await loadFormat();
    expect(format.formatDate('2026-11-23T12:00:00Z', 'es')).toBe('23 de noviembre de 2026');
    expect(format.formatDate('2026-11-23T12:00:00Z', 'ru')).toBe('23 ноября 2026 г.');
    expect(format.formatDistance(1250, 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
        1.25,
      ),
    );
    expect(format.formatPrice(2850000)).toBe(
      new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
        2850000,
      ),
    );
  });
});

describe('formatShortPrice', () => {
  it('shortens millions for a map marker and keeps smaller prices whole, in the es-ES convention', async () => {
    const format = await loadFormat();
    expect(format.formatShortPrice(1_200_000)).toBe('1,2\u00a0M\u00a0€');
    expect(format.formatShortPrice(2_850_000)).toBe('2,85\u00a0M\u00a0€');
    expect(format.formatShortPrice(1_000_000)).toBe('1\u00a0M\u00a0€');
    expect(format.formatShortPrice(850_000)).toBe('850.000\u00a0€');
  });
});

describe('formatDay', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows a YYYY-MM-DD day as that day even west of Greenwich', async () => {
    const format = await loadFormat();
    process.env.TZ = 'America/Los_Angeles';
    expect(format.formatDay('2027-07-03', 'en')).toBe('3 Jul 2027');
    expect(format.formatDay('2027-07-03', 'es')).toBe('3 jul 2027');
    expect(format.formatDay('2027-07-03', 'mk')).toBe('3 јул. 2027 г.');
  });

  it('shows nothing for a value that is not a date', async () => {
    const format = await loadFormat();
    expect(format.formatDay('soon', 'en')).toBe('');
    expect(format.formatDate('soon', 'mk')).toBe('');
  });
});

describe('formatMomentIn', () => {
  it('writes a moment on Madrid’s clock to the second, or to the minute for readers outside the back office', async () => {
    const format = await loadFormat();
    // 10:26:52 UTC is 11:26:52 in Madrid in November.
    const moment = '2026-11-28T10:26:52Z';
    expect(format.formatMomentIn(moment, 'de', 'Europe/Madrid')).toContain('11:26:52');
    expect(format.formatMomentIn(moment, 'de', 'Europe/Madrid', { to: 'minute' })).toMatch(/11:26(?!:)/);
    expect(format.formatMomentIn(moment, 'mk', 'Europe/Madrid', { to: 'minute' })).toMatch(/11:26$/);
  });
});

describe('formatMonth', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('names a YYYY-MM month in words in each language, the same month west of Greenwich', async () => {
    const format = await loadFormat();
    process.env.TZ = 'America/Los_Angeles';
    expect(format.formatMonth('2026-12', 'es')).toBe('diciembre de 2026');
    expect(format.formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(format.formatMonth('2026-12', 'de')).toBe('Dezember 2026');
    expect(format.formatMonth('2026-12', 'ru')).toBe('декабрь 2026 г.');
    expect(format.formatMonth('2027-01', 'es')).toBe('enero de 2027');
  });

  it('capitalizes a month that starts a label, and shows nothing for a value that is not a month', async () => {
    const format = await loadFormat();
    expect(format.formatMonth('2026-12', 'es', { capitalized: true })).toBe('Diciembre de 2026');
    expect(format.formatMonth('2026-12', 'ru', { capitalized: true })).toBe('Декабрь 2026 г.');
    expect(format.formatMonth('2026-13', 'es')).toBe('');
    expect(format.formatMonth('soon', 'en')).toBe('');
  });
});

describe('how long ago', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('says it in the largest whole unit up to days, in each language', async () => {
    const format = await loadFormat();
    expect(format.formatTimeAgo(before(0.5), 'es', now)).toBe('ahora');
    expect(format.formatTimeAgo(before(5), 'es', now)).toBe('hace 5 minutos');
    expect(format.formatTimeAgo(before(180), 'en', now)).toBe('3 hours ago');
    expect(format.formatTimeAgo(before(26 * 60), 'de', now)).toBe('gestern');
    expect(format.formatTimeAgo(before(3 * 24 * 60), 'ru', now)).toBe('3 дня назад');
  });

  it('writes Macedonian as ICU does where the browser has no Macedonian data', async () => {
    const { SHIPPED_LOCALES } = await import('./shipped-locales');
    const icu = new Intl.RelativeTimeFormat('mk', { numeric: 'auto' });
    expect(SHIPPED_LOCALES.mk!.ago(0, 'second')).toBe(icu.format(0, 'second'));
    for (const unit of ['minute', 'hour', 'day'] as const) {
      for (const count of [1, 2, 5, 11, 21, 59]) {
        expect(SHIPPED_LOCALES.mk!.ago(count, unit)).toBe(icu.format(-count, unit));
      }
    }
  });
});
