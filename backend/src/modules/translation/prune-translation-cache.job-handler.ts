import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobHandler, JobSchedule } from '../../platform/jobs/job-workers';
import { pruneTranslationCache } from './translation-cache';

export const TRANSLATION_CACHE_QUEUE = 'translation-cache';
export const PRUNE_TRANSLATION_CACHE_JOB = 'prune-translation-cache';

/** Every night at 04:30, Madrid time: the cache's entries past 30 days are deleted. */
export const PRUNE_TRANSLATION_CACHE_SCHEDULE: JobSchedule = {
  queue: TRANSLATION_CACHE_QUEUE,
  schedulerId: 'translation-cache-prune-daily',
  pattern: '30 4 * * *',
  timeZone: 'Europe/Madrid',
  jobName: PRUNE_TRANSLATION_CACHE_JOB,
  data: {},
};

/** Deletes expired cache entries (they are ignored already; this only keeps the table small). Idempotent. */
@Injectable()
export class PruneTranslationCacheJobHandler implements JobHandler {
  readonly queue = TRANSLATION_CACHE_QUEUE;
  readonly jobName = PRUNE_TRANSLATION_CACHE_JOB;
  private readonly logger = new Logger(PruneTranslationCacheJobHandler.name);

  constructor(private readonly em: EntityManager) {}

  async handle(): Promise<void> {
    const pruned = await pruneTranslationCache(this.em.fork());
    if (pruned > 0) this.logger.log(`Translation cache: ${pruned} expired entries deleted`);
  }
}
