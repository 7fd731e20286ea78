import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { experienceDecider } from '../../domain/offering.deciders';
import { experienceStreamId } from '../../domain/offering.events';
import { nextPosition } from '../next-position';
import { ListExperienceCommand } from './list-experience.command';

@CommandHandler(ListExperienceCommand)
export class ListExperienceHandler implements ICommandHandler<ListExperienceCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  execute(command: ListExperienceCommand): Promise<CommandResult> {
    const { experienceId, details } = command;
    const listedAt = this.clock.now().toISOString();
    return this.runner.run({
      streamId: experienceStreamId(experienceId),
      decider: experienceDecider,
      command: async (em) => ({
        type: 'ListExperience' as const,
        experienceId,
        details,
        position: await nextPosition(em, 'catalogue_experiences'),
        listedAt,
      }),
    });
  }
}
