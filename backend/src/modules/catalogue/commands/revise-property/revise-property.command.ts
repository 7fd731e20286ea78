import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { PropertyDetails } from '../../domain/property';

export class RevisePropertyCommand extends Command<CommandResult> {
  /** `expectedVersion`: the version the editor loaded; another one is a conflict, never retried. */
  constructor(
    readonly propertyId: string,
    readonly details: PropertyDetails,
    readonly expectedVersion: number,
  ) {
    super();
  }
}
