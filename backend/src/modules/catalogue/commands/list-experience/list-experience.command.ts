import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { ExperienceDetails } from '../../domain/offering';

/** Lists a new experience after the existing ones, dated now by the clock (the handler decides both). */
export class ListExperienceCommand extends Command<CommandResult> {
  constructor(
    readonly experienceId: string,
    readonly details: ExperienceDetails,
  ) {
    super();
  }
}
