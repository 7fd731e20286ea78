import type { Language } from '../api/types';

export type { Language };

/** The five languages of the site, in the order the selector lists them. Spanish is source and fallback. */
export const LANGUAGES: readonly Language[] = ['es', 'en', 'de', 'ru', 'mk'];
export const SOURCE_LANGUAGE: Language = 'es';
/** localStorage key holding the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toLanguage(value: string | undefined | null): Language {
  return isLanguage(value) ? value : SOURCE_LANGUAGE;
}

/** The language chosen on an earlier visit, or Spanish (the default). */
export function storedLanguage(): Language {
  try {
    return toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return SOURCE_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled (private mode): the choice then lasts for this visit only.
  }
}
