import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DelayedError, type Job } from 'bullmq';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { DomainError } from '../../../platform/domain/domain-error';
import { StreamVersionConflictError } from '../../../platform/event-store/stream-version-conflict.error';
import type { JobHandler } from '../../../platform/jobs/job-workers';
import { type TextTranslation, TranslateTextQuery, TranslationQuotaError } from '../../translation';
import { RecordMachineTranslationCommand } from '../commands/record-machine-translation/record-machine-translation.command';
import { GetPendingTranslationsQuery } from '../queries/get-pending-translations/get-pending-translations.query';
import { TRANSLATE_TEXT_JOB, TRANSLATION_QUEUE, type TranslateTextJob } from './translation-work';

/** The longest a quota answer delays a job: a day (free quotas are daily, DeepL's monthly). */
const MAX_QUOTA_DELAY_MS = 24 * 3600_000;
/**
 * How often recording is tried again when other jobs of the same entry appended meanwhile: the worker runs
 * several jobs at once, often texts of one entry, all appending to its stream.
 */
const RECORD_ATTEMPTS = 10;

/**
 * Translates one text into one language (the translation module's TranslateText) and records it in the
 * catalogue (RecordMachineTranslation: a …TextTranslated event, so read models show it and rebuilds keep it),
 * if the catalogue still needs it for the same Spanish: a job whose text was meanwhile revised, reviewed,
 * written by hand, translated by an earlier delivery or deleted ends quietly without calling the service.
 * A quota answer moves the job back to delayed (the wait doubles each time, from TRANSLATION_QUOTA_DELAY_MS)
 * without using up an attempt; timeouts and malformed answers fail the attempt, retry with backoff and stay
 * visible as failed when the attempts are spent.
 */
@Injectable()
export class TranslateTextJobHandler implements JobHandler<TranslateTextJob> {
  readonly queue = TRANSLATION_QUEUE;
  readonly jobName = TRANSLATE_TEXT_JOB;
  private readonly logger = new Logger(TranslateTextJobHandler.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(job: Job<TranslateTextJob>, token?: string): Promise<void> {
    const { kind, id, path, language, sourceHash } = job.data;
    const pending = (await this.queries.execute(new GetPendingTranslationsQuery(kind, id))).find(
      (item) => item.path === path && item.language === language && item.sourceHash === sourceHash,
    );
    if (!pending) return;
    let translation: TextTranslation;
    try {
      translation = await this.queries.execute(new TranslateTextQuery(pending.sourceText, language));
    } catch (error) {
      if (error instanceof TranslationQuotaError) await this.delay(job, token, error);
      throw error;
    }
    const command = new RecordMachineTranslationCommand(kind, id, {
      path,
      language,
      sourceHash,
      text: translation.text,
      provider: translation.provider,
    });
    for (let attempt = 1; ; attempt++) {
      try {
        await this.commands.execute(command);
        return;
      } catch (error) {
        // The text changed or was translated while the service answered: nothing left to do.
        if (error instanceof DomainError && (error.kind === 'conflict' || error.kind === 'not_found')) {
          this.logger.debug(`Translation of ${kind} ${id} ${path} (${language}) not recorded: ${error.code}`);
          return;
        }
        if (!(error instanceof StreamVersionConflictError) || attempt >= RECORD_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
      }
    }
  }

  private async delay(job: Job<TranslateTextJob>, token: string | undefined, error: TranslationQuotaError) {
    const delays = job.data.quotaDelays ?? 0;
    const backoff = Math.min(MAX_QUOTA_DELAY_MS, this.config.translation.quotaDelayMs * 2 ** delays);
    const waitMs = Math.max(backoff, error.retryAfterMs ?? 0);
    this.logger.warn(`${error.message}; job ${job.id} waits ${Math.round(waitMs / 1000)} s`);
    await job.updateData({ ...job.data, quotaDelays: delays + 1 });
    await job.moveToDelayed(Date.now() + waitMs, token);
    throw new DelayedError();
  }
}
