import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';

export class DeletePropertyCommand extends Command<CommandResult> {
  constructor(readonly propertyId: string) {
    super();
  }
}
