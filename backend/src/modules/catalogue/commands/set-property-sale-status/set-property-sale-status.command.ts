import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { PropertySaleStatus } from '../../domain/property.decider';

/**
 * The sales module's hand-over: the property's status follows its deal (reserved, sold, back to active;
 * null leaves it), and while `dealOpen` the staff's manual status change is refused (409 status_follows_sale).
 */
export class SetPropertySaleStatusCommand extends Command<CommandResult> {
  constructor(
    readonly propertyId: string,
    readonly status: PropertySaleStatus | null,
    readonly dealOpen: boolean,
  ) {
    super();
  }
}
