import type { Language } from './languages';

/**
 * Each site language named in itself, as the language selector, the profile and the editor's translation
 * tabs show it. Written out rather than asked of Intl, which names a language it has no data for in
 * English ("Macedonian" in Chromium).
 */
const LANGUAGE_AUTONYMS: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
  mk: 'Македонски',
};

export function nativeLanguageName(language: Language): string {
  return LANGUAGE_AUTONYMS[language];
}
