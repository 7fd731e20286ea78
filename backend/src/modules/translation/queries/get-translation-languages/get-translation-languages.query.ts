import { Query } from '@nestjs/cqrs';
import type { TargetLanguage } from '../../domain/target-language';

/** The languages the configured translation service translates Spanish into; none when it is off. */
export class GetTranslationLanguagesQuery extends Query<TargetLanguage[]> {}
