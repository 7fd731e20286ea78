import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { ServiceDetails } from '../../domain/offering';

export class ListServiceCommand extends Command<CommandResult> {
  constructor(
    readonly serviceId: string,
    readonly details: ServiceDetails,
    readonly position: number,
    readonly listedAt: string = new Date().toISOString(),
  ) {
    super();
  }
}
