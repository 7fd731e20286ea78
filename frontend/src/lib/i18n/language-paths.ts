import { LANGUAGES, SOURCE_LANGUAGE } from './languages';
import type { Language } from './languages';

/*
 * Each language has its own addresses: Spanish at the root (`/properties`), the others under their code
 * (`/en/properties`, `/ru/property/villa-x`). The routes themselves know nothing of it: the router's
 * basename is the language's prefix, so every link of a page stays in the page's language.
 */

const PREFIXED = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);

/** The language an address is in: the one its first segment names, Spanish otherwise. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return PREFIXED.find((language) => language === first) ?? SOURCE_LANGUAGE;
}

/** The router's basename for a language: `/` for Spanish, `/en` for English. */
export function languageBasename(language: Language): string {
  return language === SOURCE_LANGUAGE ? '/' : `/${language}`;
}

/** The page an address shows, without its language: `/en/property/x` -> `/property/x`, `/en` -> `/`. */
export function pathWithinLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === SOURCE_LANGUAGE) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** The address of a page in a language: (`en`, `/property/x`) -> `/en/property/x`; (`en`, `/`) -> `/en`. */
export function localizedPath(language: Language, path: string): string {
  if (language === SOURCE_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
