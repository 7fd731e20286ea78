import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
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
  ],
})
export class TranslationModule {}
