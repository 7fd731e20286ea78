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

/**
 * One job at a time per text, language and Spanish version: a later event of the same entry (an edit of
 * another text while this one waits after a quota answer) finds the job alive and adds none, so two jobs
 * never wake together and both pay the service for one text. A new Spanish text has a new hash and its own
 * job; the job of the older Spanish then ends without calling the service when it runs.
 */
export function translationDeduplicationId(job: TranslateTextJob): string {
  return `translate:${job.kind}:${job.id}:${job.path}:${job.language}:${job.sourceHash}`;
}
