import type { LocalizedText } from '../api/types';
import { LANGUAGES } from '../i18n/languages';
import type { Language } from '../i18n/languages';

/**
 * How a form holds what the API takes as other types, and back: a text per language, a number as typed.
 * A form's schema maps its draft with these before the API's own schema checks it.
 */

/** A text being edited: Spanish (the source) and one translation per language, blank when missing. */
export type TextDraft = Record<Language, string>;

export function emptyText(): TextDraft {
  return { es: '', en: '', de: '', ru: '', mk: '' };
}

/** A stored text as the form edits it: a missing translation is blank. */
export function textDraft(text: LocalizedText | null | undefined): TextDraft {
  const draft = emptyText();
  for (const language of LANGUAGES) draft[language] = text?.[language] ?? '';
  return draft;
}

/** Trimmed Spanish plus the translations written; a blank one is left out (the site shows Spanish). */
export function localizedText(draft: TextDraft): LocalizedText {
  const text: LocalizedText = { es: draft.es.trim() };
  for (const language of LANGUAGES) {
    const value = draft[language].trim();
    if (language !== 'es' && value) text[language] = value;
  }
  return text;
}

/**
 * A number as typed: blank is missing (the schema says `required`), a decimal comma is a point, and
 * anything else is not a number (NaN, which the schema refuses).
 */
export function typedNumber(value: string): number | undefined {
  const text = value.trim().replace(',', '.');
  if (text === '') return undefined;
  return /^-?\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A number the API takes as `null` for "none": blank is none. */
export function optionalNumber(value: string): number | null | undefined {
  return value.trim() === '' ? null : typedNumber(value);
}
