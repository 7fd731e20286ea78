import type { Language } from '../api/types';

export type { Language };

/** The five languages of the site, in the order the selector lists them. Spanish is source and fallback. */
export const LANGUAGES: readonly Language[] = ['es', 'en', 'de', 'ru', 'mk'];
export const SOURCE_LANGUAGE: Language = 'es';
/** localStorage key holding the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';
/**
 * The same choice as a cookie, which the server reads on a visit to `/` only: it opens the home page in
 * the chosen language. A shared link always opens in the language of its address.
 */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

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
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled (private mode): the cookie keeps the choice.
  }
}

/** A choice made before the server read the cookie is given to it once. */
export function carryStoredLanguageToCookie(): void {
  const stored = storedLanguage();
  if (
    stored !== SOURCE_LANGUAGE &&
    !document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
  )
    storeLanguage(stored);
}
