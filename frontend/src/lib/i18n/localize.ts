import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../api/types';
import { toLanguage } from './languages';
import type { Language } from './languages';

/** Catalogue content in the chosen language where a translation exists, otherwise in Spanish. */
export function localize(text: LocalizedText | null | undefined, language: Language): string {
  if (!text) return '';
  const translated = text[language];
  return translated && translated.trim() ? translated : text.es;
}

/** The current language of the site, following the language selector. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** `localize` bound to the current language. */
export function useLocalize(): (text: LocalizedText | null | undefined) => string {
  const language = useLanguage();
  return (text) => localize(text, language);
}
