import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { PropertyDetails } from '../../domain/property';

export class ListPropertyCommand extends Command<CommandResult> {
  /** `listedAt`: when it was listed (sample and imported listings keep their date); null: now, by the clock. */
  constructor(
    readonly propertyId: string,
    readonly details: PropertyDetails,
    readonly listedAt: string | null,
    readonly status: 'draft' | 'active' = 'active',
  ) {
    super();
  }
}
