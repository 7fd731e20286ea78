import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { DeletePropertyCommand } from './delete-property.command';

@CommandHandler(DeletePropertyCommand)
export class DeletePropertyHandler implements ICommandHandler<DeletePropertyCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: DeletePropertyCommand): Promise<CommandResult> {
    return this.runner.run({
      streamId: propertyStreamId(command.propertyId),
      decider: propertyDecider,
      command: { type: 'DeleteProperty', propertyId: command.propertyId },
      expectedVersion: command.expectedVersion,
      retryOnConflict: true,
    });
  }
}
