import type { Language } from '../../../platform/i18n/languages';

/** What texts are translated into: every language of the product but Spanish, the source. */
export type TargetLanguage = Exclude<Language, 'es'>;
