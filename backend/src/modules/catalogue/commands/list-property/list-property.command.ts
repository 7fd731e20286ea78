import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { PropertyDetails } from '../../domain/property';

export class ListPropertyCommand extends Command<CommandResult> {
  constructor(
    readonly propertyId: string,
    readonly details: PropertyDetails,
    readonly listedAt: string = new Date().toISOString(),
    readonly status: 'draft' | 'active' = 'active',
  ) {
    super();
  }
}
