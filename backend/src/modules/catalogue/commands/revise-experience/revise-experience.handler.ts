import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { experienceDecider } from '../../domain/offering.deciders';
import { experienceStreamId } from '../../domain/offering.events';
import { ReviseExperienceCommand } from './revise-experience.command';

@CommandHandler(ReviseExperienceCommand)
export class ReviseExperienceHandler implements ICommandHandler<ReviseExperienceCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: ReviseExperienceCommand): Promise<CommandResult> {
    return this.runner.run({
      streamId: experienceStreamId(command.experienceId),
      decider: experienceDecider,
      command: { type: 'ReviseExperience', experienceId: command.experienceId, details: command.details },
      expectedVersion: command.expectedVersion,
    });
  }
}
