import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { serviceDecider } from '../../domain/offering.deciders';
import { serviceStreamId } from '../../domain/offering.events';
import { DeleteServiceCommand } from './delete-service.command';

@CommandHandler(DeleteServiceCommand)
export class DeleteServiceHandler implements ICommandHandler<DeleteServiceCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: DeleteServiceCommand): Promise<CommandResult> {
    return this.runner.run({
      streamId: serviceStreamId(command.serviceId),
      decider: serviceDecider,
      command: { type: 'DeleteService', serviceId: command.serviceId },
      expectedVersion: command.expectedVersion,
      retryOnConflict: true,
    });
  }
}
