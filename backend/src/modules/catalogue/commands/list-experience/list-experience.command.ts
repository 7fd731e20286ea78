import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { ExperienceDetails } from '../../domain/offering';

export class ListExperienceCommand extends Command<CommandResult> {
  constructor(
    readonly experienceId: string,
    readonly details: ExperienceDetails,
    readonly position: number,
    readonly listedAt: string = new Date().toISOString(),
  ) {
    super();
  }
}
