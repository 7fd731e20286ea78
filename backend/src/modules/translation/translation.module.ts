import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobWorkers } from '../../platform/jobs/job-workers';
import {
  PRUNE_TRANSLATION_CACHE_SCHEDULE,
  PruneTranslationCacheJobHandler,
} from './prune-translation-cache.job-handler';
import { createTranslationProvider } from './providers/create-provider';
import { GetTranslationLanguagesHandler } from './queries/get-translation-languages/get-translation-languages.handler';
import { TranslateTextHandler } from './queries/translate-text/translate-text.handler';
import { TextTranslator } from './text-translator';
import { TranslationCacheEntry } from './translation-cache';
import { TRANSLATION_PROVIDER } from './translation-provider';

/**
 * Machine translation from Spanish, as queries: TranslateText (through the 30-day cache) and
 * GetTranslationLanguages, by the provider TRANSLATION_PROVIDER names (mymemory, deepl, libretranslate; none
 * by default: no language, and TranslateText refuses). The catalogue decides what to translate and records it.
 * The cache's expired entries are pruned every night.
 */
@Module({
  imports: [MikroOrmModule.forFeature([TranslationCacheEntry])],
  providers: [
    {
      provide: TRANSLATION_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createTranslationProvider(config.translation),
    },
    TextTranslator,
    TranslateTextHandler,
    GetTranslationLanguagesHandler,
    PruneTranslationCacheJobHandler,
  ],
})
export class TranslationModule implements OnModuleInit {
  constructor(
    private readonly workers: JobWorkers,
    private readonly prune: PruneTranslationCacheJobHandler,
  ) {}

  onModuleInit(): void {
    this.workers.register(this.prune);
    this.workers.schedule(PRUNE_TRANSLATION_CACHE_SCHEDULE);
  }
}
