import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { withUniqueReference } from '../unique-reference';
import { ListPropertyCommand } from './list-property.command';

@CommandHandler(ListPropertyCommand)
export class ListPropertyHandler implements ICommandHandler<ListPropertyCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  execute(command: ListPropertyCommand): Promise<CommandResult> {
    const { propertyId, details, status } = command;
    const listedAt = command.listedAt ?? this.clock.now().toISOString();
    return withUniqueReference(details.reference, () =>
      this.runner.run({
        streamId: propertyStreamId(propertyId),
        decider: propertyDecider,
        command: { type: 'ListProperty', propertyId, details, listedAt, status },
      }),
    );
  }
}
