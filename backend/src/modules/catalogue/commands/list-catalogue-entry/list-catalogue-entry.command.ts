import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import type { EntryDetails, ListingChoice } from '../catalogue-entries';

/**
 * Lists a new catalogue entry. Each kind names it its own way (ListPropertyCommand…) by extending this
 * command: the command bus finds this command's handler through the base class.
 */
export class ListCatalogueEntryCommand<
  K extends CatalogueKind = CatalogueKind,
> extends Command<CommandResult> {
  /** `listedAt`: when it was listed (sample and imported listings keep their date); null: now, by the clock. */
  constructor(
    readonly kind: K,
    readonly id: string,
    readonly details: EntryDetails<K>,
    readonly choice: ListingChoice<K>,
    readonly listedAt: string | null,
  ) {
    super();
  }
}
