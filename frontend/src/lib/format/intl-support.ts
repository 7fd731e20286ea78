import type { Language } from '../i18n/languages';

/**
 * The locale each site language formats with. English copy is British, so its dates are too
 * ("23 November 2026", not "November 23, 2026").
 */
const INTL_LOCALES: Record<Language, string> = { es: 'es', en: 'en-GB', de: 'de', ru: 'ru', mk: 'mk' };

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}

/** The Intl services whose locale data a browser may lack. */
export type IntlService =
  'DateTimeFormat' | 'NumberFormat' | 'ListFormat' | 'DisplayNames' | 'RelativeTimeFormat';

const SUPPORTED_LOCALES_OF: Record<IntlService, (locales: string[]) => string[]> = {
  DateTimeFormat: (locales) => Intl.DateTimeFormat.supportedLocalesOf(locales),
  NumberFormat: (locales) => Intl.NumberFormat.supportedLocalesOf(locales),
  ListFormat: (locales) => Intl.ListFormat.supportedLocalesOf(locales),
  DisplayNames: (locales) => Intl.DisplayNames.supportedLocalesOf(locales),
  RelativeTimeFormat: (locales) => Intl.RelativeTimeFormat.supportedLocalesOf(locales),
};

const support = new Map<string, boolean>();

/**
 * Whether the browser's Intl has data for the site language, without falling back to another locale.
 * Browsers ship only part of ICU: Chromium, for one, has no Macedonian at all, and then formats "mk"
 * silently as American English. Asked once per service and language.
 */
export function intlSupports(service: IntlService, language: Language): boolean {
  const key = `${service}:${language}`;
  let supported = support.get(key);
  if (supported === undefined) {
    supported = SUPPORTED_LOCALES_OF[service]([intlLocale(language)]).length > 0;
    support.set(key, supported);
  }
  return supported;
}
