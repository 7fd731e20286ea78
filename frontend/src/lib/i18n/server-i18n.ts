import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { i18nOptions } from './i18n';
import type { Language } from './languages';

// The server renderer's texts: every catalogue of every language, bundled with the server's code and held
// in memory, so a page renders at once in any language (the browser downloads only what a page uses).
const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Resource = {};
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, language, namespace] = /\/locales\/([a-z]{2})\/([A-Za-z]+)\.json$/.exec(file) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = catalogue;
}

const shared = i18next.createInstance();
void shared.init({
  ...i18nOptions('es'),
  resources,
  ns: Object.keys(resources.es ?? {}),
  initAsync: false,
  react: { useSuspense: false },
});

/** An instance in `language` for one request, sharing the catalogues of all the others. */
export function serverI18n(language: Language): I18n {
  return shared.cloneInstance({ lng: language, initAsync: false });
}
