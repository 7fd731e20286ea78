import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';

export class DeleteServiceCommand extends Command<CommandResult> {
  constructor(readonly serviceId: string) {
    super();
  }
}
