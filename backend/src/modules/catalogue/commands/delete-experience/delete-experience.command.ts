import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';

export class DeleteExperienceCommand extends Command<CommandResult> {
  /**
   * `expectedVersion`: the version the person saw; another one is a conflict, never retried. Omitted (an
   * operator's script, never the API), the latest version is deleted.
   */
  constructor(
    readonly experienceId: string,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
