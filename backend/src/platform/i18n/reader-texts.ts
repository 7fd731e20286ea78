import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './languages';

/*
 * Public answers carry their localized texts for the reader only: the reader's language and Spanish, the
 * fallback wherever a translation is missing. A page of twelve cards would otherwise carry every title,
 * subtitle and summary five times.
 */

function isLocalizedText(value: object): value is Record<Language, string> {
  const entries = Object.entries(value);
  return (
    typeof (value as { es?: unknown }).es === 'string' &&
    entries.every(([key, text]) => (LANGUAGES as readonly string[]).includes(key) && typeof text === 'string')
  );
}

/** `value` with each localized text (`{ es, en?, ... }`) cut down to Spanish and `language`. */
export function textsForReader<T>(value: T, language: Language): T {
  if (Array.isArray(value)) return value.map((item: unknown) => textsForReader(item, language)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (isLocalizedText(value)) {
    const translation = value[language];
    return (
      language === SOURCE_LANGUAGE || translation === undefined
        ? { es: value.es }
        : { es: value.es, [language]: translation }
    ) as T;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, textsForReader(item, language)]),
  ) as T;
}
