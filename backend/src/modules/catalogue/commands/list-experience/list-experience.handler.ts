import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { experienceDecider } from '../../domain/offering.deciders';
import { experienceStreamId } from '../../domain/offering.events';
import { ListExperienceCommand } from './list-experience.command';

@CommandHandler(ListExperienceCommand)
export class ListExperienceHandler implements ICommandHandler<ListExperienceCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: ListExperienceCommand): Promise<CommandResult> {
    const { experienceId, details, position, listedAt } = command;
    return this.runner.run({
      streamId: experienceStreamId(experienceId),
      decider: experienceDecider,
      command: { type: 'ListExperience', experienceId, details, position, listedAt },
    });
  }
}
