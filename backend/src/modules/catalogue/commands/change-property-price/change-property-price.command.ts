import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';

export class ChangePropertyPriceCommand extends Command<CommandResult> {
  /** `expectedVersion` is the version the editor saw; omit it to change the latest state. */
  constructor(
    readonly propertyId: string,
    readonly priceEur: number,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
