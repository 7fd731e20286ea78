import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import { entryStream } from '../catalogue-entries';
import { DeleteCatalogueEntryCommand } from './delete-catalogue-entry.command';

@CommandHandler(DeleteCatalogueEntryCommand)
export class DeleteCatalogueEntryHandler implements ICommandHandler<
  DeleteCatalogueEntryCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute<K extends CatalogueKind>({
    kind,
    id,
    expectedVersion,
  }: DeleteCatalogueEntryCommand<K>): Promise<CommandResult> {
    return this.runner.run({
      ...entryStream(kind, id),
      command: { type: 'Delete', id },
      expectedVersion,
      retryOnConflict: true,
    });
  }
}
