import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { JobQueues } from '../../../platform/jobs/job-queues';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { AsyncProcessor } from '../../../platform/projections/projection';
import { GetTranslationLanguagesQuery } from '../../translation';
import type { CatalogueKind } from '../domain/catalogue-kind';
import type {
  ExperienceListed,
  ExperienceRevised,
  ServiceListed,
  ServiceRevised,
} from '../domain/offering.events';
import type { PropertyListed, PropertyRevised } from '../domain/property.events';
import { GetPendingTranslationsQuery } from '../queries/get-pending-translations/get-pending-translations.query';
import {
  TRANSLATE_TEXT_JOB,
  TRANSLATION_QUEUE,
  translationDeduplicationId,
  translationJobId,
  type TranslateTextJob,
} from './translation-work';

/** The catalogue events after which texts may need translating. */
type TextsChanged =
  PropertyListed | PropertyRevised | ServiceListed | ServiceRevised | ExperienceListed | ExperienceRevised;

/** The entry whose texts an event changed. */
function entryOf(event: TextsChanged): { kind: CatalogueKind; id: string } {
  switch (event.type) {
    case 'PropertyListed':
    case 'PropertyRevised':
      return { kind: 'property', id: event.data.propertyId };
    case 'ServiceListed':
    case 'ServiceRevised':
      return { kind: 'service', id: event.data.serviceId };
    case 'ExperienceListed':
    case 'ExperienceRevised':
      return { kind: 'experience', id: event.data.experienceId };
  }
}

/**
 * The checkpointed processor that turns a listed or revised catalogue entry into translation jobs: one per
 * text and language that is pending (missing, or a machine translation of an older Spanish; never a text a
 * person wrote or reviewed), in the languages the translation module's service translates into. Job ids derive
 * from the event, the text and the language, so a batch read again after a crash enqueues nothing twice;
 * and a text, language and Spanish version whose job is still waiting, delayed or running gets no second job
 * (translationDeduplicationId). An entry that appears several times in a batch is asked about once, under its
 * latest event.
 */
@Injectable()
export class TranslationWorkProcessor implements AsyncProcessor<TextsChanged> {
  readonly name = 'translation-work';
  readonly eventTypes = [
    'PropertyListed',
    'PropertyRevised',
    'ServiceListed',
    'ServiceRevised',
    'ExperienceListed',
    'ExperienceRevised',
  ] as const;
  readonly batchSize = 200;

  constructor(
    private readonly queries: QueryBus,
    private readonly queues: JobQueues,
  ) {}

  async handle(_em: unknown, events: readonly StoredEvent<TextsChanged>[]): Promise<void> {
    const latest = new Map<string, { kind: CatalogueKind; id: string; eventId: string }>();
    for (const event of events) {
      const entry = entryOf(event);
      latest.set(`${entry.kind}/${entry.id}`, { ...entry, eventId: event.eventId });
    }
    const languages = await this.queries.execute(new GetTranslationLanguagesQuery());
    const jobs: { name: string; data: TranslateTextJob; jobId: string; deduplicationId: string }[] = [];
    for (const { kind, id, eventId } of latest.values()) {
      const pending = await this.queries.execute(new GetPendingTranslationsQuery(kind, id));
      for (const { path, language, sourceHash } of pending) {
        if (!languages.includes(language)) continue;
        const data: TranslateTextJob = { kind, id, path, language, sourceHash };
        jobs.push({
          name: TRANSLATE_TEXT_JOB,
          data,
          jobId: translationJobId(eventId, path, language),
          deduplicationId: translationDeduplicationId(data),
        });
      }
    }
    await this.queues.addMany(TRANSLATION_QUEUE, jobs);
  }
}
