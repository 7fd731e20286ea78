import { intlLocale, intlSupports } from '../format/intl-support';
import type { Language } from './languages';

/**
 * The languages an adviser may speak (the editor's checkboxes), named in each site language as CLDR names
 * them: the fallback where the browser's Intl.DisplayNames lacks the site language.
 */
const LANGUAGE_NAMES: Record<Language, Readonly<Record<string, string>>> = {
  es: {
    es: 'español',
    en: 'inglés',
    de: 'alemán',
    fr: 'francés',
    it: 'italiano',
    pt: 'portugués',
    nl: 'neerlandés',
    ru: 'ruso',
    mk: 'macedonio',
  },
  en: {
    es: 'Spanish',
    en: 'English',
    de: 'German',
    fr: 'French',
    it: 'Italian',
    pt: 'Portuguese',
    nl: 'Dutch',
    ru: 'Russian',
    mk: 'Macedonian',
  },
  de: {
    es: 'Spanisch',
    en: 'Englisch',
    de: 'Deutsch',
    fr: 'Französisch',
    it: 'Italienisch',
    pt: 'Portugiesisch',
    nl: 'Niederländisch',
    ru: 'Russisch',
    mk: 'Mazedonisch',
  },
  ru: {
    es: 'испанский',
    en: 'английский',
    de: 'немецкий',
    fr: 'французский',
    it: 'итальянский',
    pt: 'португальский',
    nl: 'нидерландский',
    ru: 'русский',
    mk: 'македонский',
  },
  mk: {
    es: 'шпански',
    en: 'англиски',
    de: 'германски',
    fr: 'француски',
    it: 'италијански',
    pt: 'португалски',
    nl: 'холандски',
    ru: 'руски',
    mk: 'македонски',
  },
};

const displayNames = new Map<Language, Intl.DisplayNames>();

/**
 * The name of a language (a two-letter code) in the site language, as it reads inside a sentence
 * ("inglés", "English", "англиски"): Intl where the browser has the site language's data, else the
 * shipped names, else the code itself.
 */
export function languageName(code: string, inLanguage: Language): string {
  if (intlSupports('DisplayNames', inLanguage)) {
    let names = displayNames.get(inLanguage);
    if (!names) {
      names = new Intl.DisplayNames([intlLocale(inLanguage)], { type: 'language', fallback: 'none' });
      displayNames.set(inLanguage, names);
    }
    const name = names.of(code);
    if (name) return name;
  }
  return LANGUAGE_NAMES[inLanguage][code] ?? code.toUpperCase();
}

/** The same name starting with a capital, for a label of its own ("Inglés"). */
export function languageLabel(code: string, inLanguage: Language): string {
  const name = languageName(code, inLanguage);
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}
