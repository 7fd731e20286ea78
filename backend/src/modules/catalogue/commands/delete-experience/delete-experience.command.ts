import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';

export class DeleteExperienceCommand extends Command<CommandResult> {
  constructor(readonly experienceId: string) {
    super();
  }
}
