import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { withUniqueReference } from '../unique-reference';
import { ListPropertyCommand } from './list-property.command';

@CommandHandler(ListPropertyCommand)
export class ListPropertyHandler implements ICommandHandler<ListPropertyCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: ListPropertyCommand): Promise<CommandResult> {
    return withUniqueReference(command.details.reference, () =>
      this.runner.run({
        streamId: propertyStreamId(command.propertyId),
        decider: propertyDecider,
        command: { type: 'ListProperty', ...command },
      }),
    );
  }
}
