import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import type { TranslatedLanguage } from '../../domain/translations';

/** A person checked one language of one text against its Spanish, at the version the form loaded. */
export class MarkTranslationReviewedCommand<
  K extends CatalogueKind = CatalogueKind,
> extends Command<CommandResult> {
  constructor(
    readonly kind: K,
    readonly id: string,
    readonly path: string,
    readonly language: TranslatedLanguage,
    readonly expectedVersion: number,
  ) {
    super();
  }
}
