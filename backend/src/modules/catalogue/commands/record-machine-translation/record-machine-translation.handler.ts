import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import { entryStream } from '../catalogue-entries';
import { RecordMachineTranslationCommand } from './record-machine-translation.command';

/** Decided on the latest state (no form was loaded): a concurrent edit is retried on the fresh state. */
@CommandHandler(RecordMachineTranslationCommand)
export class RecordMachineTranslationHandler implements ICommandHandler<
  RecordMachineTranslationCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute<K extends CatalogueKind>({
    kind,
    id,
    translation,
  }: RecordMachineTranslationCommand<K>): Promise<CommandResult> {
    return this.runner.run({
      ...entryStream(kind, id),
      command: { type: 'RecordMachineTranslation', id, translation },
      retryOnConflict: true,
    });
  }
}
