import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { experienceDecider } from '../../domain/offering.deciders';
import { experienceStreamId } from '../../domain/offering.events';
import { DeleteExperienceCommand } from './delete-experience.command';

@CommandHandler(DeleteExperienceCommand)
export class DeleteExperienceHandler implements ICommandHandler<DeleteExperienceCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: DeleteExperienceCommand): Promise<CommandResult> {
    return this.runner.run({
      streamId: experienceStreamId(command.experienceId),
      decider: experienceDecider,
      command: { type: 'DeleteExperience', experienceId: command.experienceId },
      expectedVersion: command.expectedVersion,
      retryOnConflict: true,
    });
  }
}
