import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import type { EntryDetails } from '../catalogue-entries';

/**
 * Replaces the details of a catalogue entry. Each kind names it its own way (RevisePropertyCommand…) by
 * extending this command: the command bus finds this command's handler through the base class.
 */
export class ReviseCatalogueEntryCommand<
  K extends CatalogueKind = CatalogueKind,
> extends Command<CommandResult> {
  /** `expectedVersion`: the version the editor loaded; another one is a conflict, never retried. */
  constructor(
    readonly kind: K,
    readonly id: string,
    readonly details: EntryDetails<K>,
    readonly expectedVersion: number,
  ) {
    super();
  }
}
