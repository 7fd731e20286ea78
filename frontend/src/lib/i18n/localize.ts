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

/**
 * `'es'` when `localize` shows this text in Spanish on a page in another language (no translation yet):
 * the element holding it takes `lang="es"`, so screen readers read it with a Spanish voice and the browser
 * hyphenates it as Spanish. Undefined when the text is in the page's language.
 */
export function fallbackLang(text: LocalizedText | null | undefined, language: Language): 'es' | undefined {
  if (!text || language === 'es') return undefined;
  const translated = text[language];
  return translated && translated.trim() ? undefined : 'es';
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

/** `fallbackLang` bound to the current language: `<p lang={contentLang(text)}>{localize(text)}</p>`. */
export function useContentLang(): (text: LocalizedText | null | undefined) => 'es' | undefined {
  const language = useLanguage();
  return (text) => fallbackLang(text, language);
}
