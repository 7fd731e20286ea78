import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { ServiceDetails } from '../../domain/offering';

export class ReviseServiceCommand extends Command<CommandResult> {
  /** `expectedVersion`: the version the editor loaded; another one is a conflict, never retried. */
  constructor(
    readonly serviceId: string,
    readonly details: ServiceDetails,
    readonly expectedVersion: number,
  ) {
    super();
  }
}
