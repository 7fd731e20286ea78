import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { serviceDecider } from '../../domain/offering.deciders';
import { serviceStreamId } from '../../domain/offering.events';
import { ListServiceCommand } from './list-service.command';

@CommandHandler(ListServiceCommand)
export class ListServiceHandler implements ICommandHandler<ListServiceCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: ListServiceCommand): Promise<CommandResult> {
    const { serviceId, details, position, listedAt } = command;
    return this.runner.run({
      streamId: serviceStreamId(serviceId),
      decider: serviceDecider,
      command: { type: 'ListService', serviceId, details, position, listedAt },
    });
  }
}
