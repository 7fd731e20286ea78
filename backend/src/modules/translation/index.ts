// What other modules may use of translation; everything else is its own.

// Queries and their answers
export { GetTranslationLanguagesQuery } from './queries/get-translation-languages/get-translation-languages.query';
export { TranslateTextQuery, type TextTranslation } from './queries/translate-text/translate-text.query';
export type { TargetLanguage } from './domain/target-language';

// Errors its queries fail with
export { TranslationQuotaError } from './domain/translation-errors';
