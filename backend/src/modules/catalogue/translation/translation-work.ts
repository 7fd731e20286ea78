import type { CatalogueKind } from '../domain/catalogue-kind';
import type { TranslatedLanguage } from '../domain/translations';

export const TRANSLATION_QUEUE = 'translation';
export const TRANSLATE_TEXT_JOB = 'translate-text';

/** One text of one catalogue entry into one language, for the Spanish of the given hash. */
export interface TranslateTextJob {
  kind: CatalogueKind;
  id: string;
  path: string;
  language: TranslatedLanguage;
  sourceHash: string;
  /** How many times a quota answer has delayed this job (the next wait doubles). */
  quotaDelays?: number;
}

/** `translate-<event id>-<path>-<language>`: reacting to the same event twice enqueues nothing new. */
export function translationJobId(eventId: string, path: string, language: TranslatedLanguage): string {
  return `translate-${eventId}-${path}-${language}`;
}
