import type { LocalizedText } from '../../../lib/api/types';
import { LANGUAGES } from '../../../lib/i18n/languages';

/** Lower case without accents, so "menu" finds "Menú" and "Kochen" finds "kochen". */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

/** Whether every word of the search appears in the title in some language. An empty search matches all. */
export function matchesSearch(title: LocalizedText, search: string): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(
    LANGUAGES.map((language) => title[language] ?? '')
      .filter(Boolean)
      .join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
