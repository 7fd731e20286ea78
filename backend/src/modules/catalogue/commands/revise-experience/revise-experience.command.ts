import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { ExperienceDetails } from '../../domain/offering';

export class ReviseExperienceCommand extends Command<CommandResult> {
  /** `expectedVersion`: the version the editor loaded; another one is a conflict, never retried. */
  constructor(
    readonly experienceId: string,
    readonly details: ExperienceDetails,
    readonly expectedVersion: number,
  ) {
    super();
  }
}
