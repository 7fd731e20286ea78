import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { PropertyStatus } from '../../domain/catalogue-enums';

export class ChangePropertyStatusCommand extends Command<CommandResult> {
  constructor(
    readonly propertyId: string,
    readonly status: PropertyStatus,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
