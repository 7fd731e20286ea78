import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { InitOptions } from 'i18next';
import { localizedPath, pathWithinLanguage } from './language-paths';
import { LANGUAGES, SOURCE_LANGUAGE, storeLanguage, toLanguage } from './languages';
import type { Language } from './languages';

/**
 * i18next with one JSON catalogue per language and namespace in src/locales/<lang>/<ns>.json.
 * Each catalogue is its own chunk, imported on demand: a visit downloads the namespaces its screens use,
 * in its language only (plus Spanish, the fallback, when another language is chosen).
 */
export const i18n = i18next.createInstance();

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = toLanguage(language);
}

/** The settings shared by the browser's instance and the server's (server-i18n.ts). */
export function i18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  };
}

/** The browser's instance, in the language of the page's address (language-paths.ts). */
export function initI18n(language: Language): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`../../locales/${language}/${namespace}.json`),
      ),
    )
    .use(initReactI18next)
    .init(i18nOptions(language));
}

/**
 * Switches the site's language: remembers the choice for the next visit to `/`, and opens the same page at
 * its address in that language (a new page load, so the page, its head and its data all come in it).
 */
export function changeLanguage(language: Language): void {
  storeLanguage(language);
  const { pathname, search, hash } = window.location;
  window.location.assign(localizedPath(language, pathWithinLanguage(pathname)) + search + hash);
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
