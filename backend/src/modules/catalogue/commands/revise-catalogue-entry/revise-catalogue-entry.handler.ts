import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import { CATALOGUE_ENTRIES, entryStream } from '../catalogue-entries';
import { ReviseCatalogueEntryCommand } from './revise-catalogue-entry.command';

@CommandHandler(ReviseCatalogueEntryCommand)
export class ReviseCatalogueEntryHandler implements ICommandHandler<
  ReviseCatalogueEntryCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute<K extends CatalogueKind>(command: ReviseCatalogueEntryCommand<K>): Promise<CommandResult> {
    const { kind, id, details, expectedVersion } = command;
    const entry = CATALOGUE_ENTRIES[kind];
    return entry.writingDetails(details, () =>
      this.runner.run({
        ...entryStream(kind, id),
        command: { type: 'Revise', id, details },
        expectedVersion,
      }),
    );
  }
}
