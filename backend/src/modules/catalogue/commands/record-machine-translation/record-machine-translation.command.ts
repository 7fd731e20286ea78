import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import type { MachineTranslation } from '../../domain/translations';

/**
 * The worker brings a machine translation of one text of a catalogue entry. Refused with a `conflict` when
 * the Spanish changed since (by hash) or the language no longer waits for one (a person wrote or reviewed it,
 * or an earlier delivery of the same job recorded it).
 */
export class RecordMachineTranslationCommand<
  K extends CatalogueKind = CatalogueKind,
> extends Command<CommandResult> {
  constructor(
    readonly kind: K,
    readonly id: string,
    readonly translation: MachineTranslation,
  ) {
    super();
  }
}
