import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, SOURCE_LANGUAGE, storeLanguage, storedLanguage, toLanguage } from './languages';
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

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`../../locales/${language}/${namespace}.json`),
      ),
    )
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
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
    });
}

/** Switches the site's language and remembers the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  storeLanguage(language);
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
