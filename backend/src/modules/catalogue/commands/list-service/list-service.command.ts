import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { ServiceDetails } from '../../domain/offering';

/** Lists a new service after the existing ones, dated now by the clock (the handler decides both). */
export class ListServiceCommand extends Command<CommandResult> {
  constructor(
    readonly serviceId: string,
    readonly details: ServiceDetails,
  ) {
    super();
  }
}
