import { formatMomentIn } from '../../../lib/format/format';
import type { Language } from '../../../lib/i18n/languages';

/** When an event was recorded, on the office's clock (Madrid) whatever the browser's zone: day and time. */
export function formatEventTime(iso: string, language: Language): string {
  return formatMomentIn(iso, language, 'Europe/Madrid');
}
