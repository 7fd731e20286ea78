import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import { CATALOGUE_ENTRIES, entryStream } from '../catalogue-entries';
import { ListCatalogueEntryCommand } from './list-catalogue-entry.command';

@CommandHandler(ListCatalogueEntryCommand)
export class ListCatalogueEntryHandler implements ICommandHandler<ListCatalogueEntryCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  execute<K extends CatalogueKind>(command: ListCatalogueEntryCommand<K>): Promise<CommandResult> {
    const { kind, id, details, choice } = command;
    const entry = CATALOGUE_ENTRIES[kind];
    const listedAt = command.listedAt ?? this.clock.now().toISOString();
    return entry.writingDetails(details, () =>
      this.runner.run({
        ...entryStream(kind, id),
        command: async (em) => ({
          type: 'List' as const,
          id,
          details,
          listing: await entry.listing(em, choice, listedAt),
        }),
      }),
    );
  }
}
