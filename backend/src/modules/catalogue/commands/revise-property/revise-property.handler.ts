import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { withUniqueReference } from '../unique-reference';
import { RevisePropertyCommand } from './revise-property.command';

@CommandHandler(RevisePropertyCommand)
export class RevisePropertyHandler implements ICommandHandler<RevisePropertyCommand, CommandResult> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: RevisePropertyCommand): Promise<CommandResult> {
    return withUniqueReference(command.details.reference, () =>
      this.runner.run({
        streamId: propertyStreamId(command.propertyId),
        decider: propertyDecider,
        command: { type: 'ReviseProperty', propertyId: command.propertyId, details: command.details },
        expectedVersion: command.expectedVersion,
      }),
    );
  }
}
