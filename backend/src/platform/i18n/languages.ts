/** The five languages of the product. Spanish is the source of every text and the fallback. */
export const LANGUAGES = ['es', 'en', 'de', 'ru', 'mk'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'es';

/** A text in the source language with optional translations. */
export type LocalizedText = { es: string } & Partial<Record<Exclude<Language, 'es'>, string>>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the text for a language, falling back to Spanish. */
export function localize(text: LocalizedText, language: Language): string {
  return text[language]?.trim() ? (text[language] as string) : text.es;
}
