import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LANGUAGES } from '../../../../platform/i18n/languages';
import type { TargetLanguage } from '../../domain/target-language';
import { TRANSLATION_PROVIDER, type TranslationProvider } from '../../translation-provider';
import { GetTranslationLanguagesQuery } from './get-translation-languages.query';

@QueryHandler(GetTranslationLanguagesQuery)
export class GetTranslationLanguagesHandler implements IQueryHandler<
  GetTranslationLanguagesQuery,
  TargetLanguage[]
> {
  constructor(@Inject(TRANSLATION_PROVIDER) private readonly provider: TranslationProvider | null) {}

  execute(): Promise<TargetLanguage[]> {
    const targets = LANGUAGES.filter((language): language is TargetLanguage => language !== 'es');
    return Promise.resolve(
      this.provider ? targets.filter((language) => this.provider!.supports(language)) : [],
    );
  }
}
