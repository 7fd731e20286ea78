import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { serviceDecider } from '../../domain/offering.deciders';
import { serviceStreamId } from '../../domain/offering.events';
import { ReviseServiceCommand } from './revise-service.command';

@CommandHandler(ReviseServiceCommand)
export class ReviseServiceHandler implements ICommandHandler<ReviseServiceCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: ReviseServiceCommand): Promise<CommandResult> {
    return this.runner.run({
      streamId: serviceStreamId(command.serviceId),
      decider: serviceDecider,
      command: { type: 'ReviseService', serviceId: command.serviceId, details: command.details },
      expectedVersion: command.expectedVersion,
    });
  }
}
