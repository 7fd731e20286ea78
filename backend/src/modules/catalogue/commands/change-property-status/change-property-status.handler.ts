import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { ChangePropertyStatusCommand } from './change-property-status.command';

@CommandHandler(ChangePropertyStatusCommand)
export class ChangePropertyStatusHandler implements ICommandHandler<
  ChangePropertyStatusCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: ChangePropertyStatusCommand): Promise<CommandResult> {
    return this.runner.run({
      streamId: propertyStreamId(command.propertyId),
      decider: propertyDecider,
      command: { type: 'ChangeStatus', id: command.propertyId, status: command.status },
      expectedVersion: command.expectedVersion,
    });
  }
}
