import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { SOURCE_LANGUAGE } from '../lib/i18n/languages';

/** The languages component tests read: Spanish (source and fallback) and English. */
const TEST_LANGUAGES = ['es', 'en'] as const;

const LOCALES_DIR = join(__dirname, '..', 'locales');

function catalogues(): Resource {
  const resources: Resource = {};
  for (const language of TEST_LANGUAGES) {
    const directory = join(LOCALES_DIR, language);
    resources[language] = Object.fromEntries(
      readdirSync(directory)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [basename(file, '.json'), JSON.parse(readFileSync(join(directory, file), 'utf8'))]),
    );
  }
  return resources;
}

/**
 * The site's own i18n instance with the real catalogues bundled in and initialised at once, so a
 * component renders its texts on the first render instead of suspending while a catalogue loads.
 * The options that shape the texts are those of lib/i18n/i18n.ts.
 */
export function initTestI18n(): void {
  void i18n.use(initReactI18next).init({
    initAsync: false,
    resources: catalogues(),
    lng: SOURCE_LANGUAGE,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: [...TEST_LANGUAGES],
    load: 'languageOnly',
    defaultNS: 'common',
    fallbackNS: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
}
