import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { serviceDecider } from '../../domain/offering.deciders';
import { serviceStreamId } from '../../domain/offering.events';
import { nextPosition } from '../next-position';
import { ListServiceCommand } from './list-service.command';

@CommandHandler(ListServiceCommand)
export class ListServiceHandler implements ICommandHandler<ListServiceCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  execute(command: ListServiceCommand): Promise<CommandResult> {
    const { serviceId, details } = command;
    const listedAt = this.clock.now().toISOString();
    return this.runner.run({
      streamId: serviceStreamId(serviceId),
      decider: serviceDecider,
      command: async (em) => ({
        type: 'ListService' as const,
        serviceId,
        details,
        position: await nextPosition(em, 'catalogue_services'),
        listedAt,
      }),
    });
  }
}
