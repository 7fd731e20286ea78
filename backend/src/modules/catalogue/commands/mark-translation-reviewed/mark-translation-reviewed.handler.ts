import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import { entryStream } from '../catalogue-entries';
import { MarkTranslationReviewedCommand } from './mark-translation-reviewed.command';

@CommandHandler(MarkTranslationReviewedCommand)
export class MarkTranslationReviewedHandler implements ICommandHandler<
  MarkTranslationReviewedCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute<K extends CatalogueKind>({
    kind,
    id,
    path,
    language,
    expectedVersion,
  }: MarkTranslationReviewedCommand<K>): Promise<CommandResult> {
    return this.runner.run({
      ...entryStream(kind, id),
      command: { type: 'MarkTranslationReviewed', id, path, language },
      expectedVersion,
    });
  }
}
