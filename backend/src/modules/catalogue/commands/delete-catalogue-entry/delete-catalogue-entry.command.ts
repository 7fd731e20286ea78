import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';

/**
 * Deletes a catalogue entry. Each kind names it its own way (DeletePropertyCommand…) by extending this
 * command: the command bus finds this command's handler through the base class.
 */
export class DeleteCatalogueEntryCommand<
  K extends CatalogueKind = CatalogueKind,
> extends Command<CommandResult> {
  /**
   * `expectedVersion`: the version the person saw; another one is a conflict, never retried. Omitted (an
   * operator's script, never the API), the latest version is deleted.
   */
  constructor(
    readonly kind: K,
    readonly id: string,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
