import { intlLocale } from '../../../lib/format/intl-support';
import type { Language } from '../../../lib/i18n/languages';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** When an event was recorded, on the office's clock (Madrid) whatever the browser's zone: day and time. */
export function formatEventTime(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: 'Europe/Madrid',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
