import { Query } from '@nestjs/cqrs';
import type { TargetLanguage } from '../../domain/target-language';

export interface TextTranslation {
  text: string;
  /** The service that translated it (TRANSLATION_PROVIDER). */
  provider: string;
}

/**
 * A Spanish text in another language, by the configured translation service (or its 30-day cache). Throws
 * TranslationQuotaError when the service refuses for now, TranslationFailedError when the call failed.
 */
export class TranslateTextQuery extends Query<TextTranslation> {
  constructor(
    readonly text: string,
    readonly target: TargetLanguage,
  ) {
    super();
  }
}
