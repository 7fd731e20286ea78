import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { ChangePropertyPriceCommand } from './change-property-price.command';

@CommandHandler(ChangePropertyPriceCommand)
export class ChangePropertyPriceHandler implements ICommandHandler<
  ChangePropertyPriceCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: ChangePropertyPriceCommand): Promise<CommandResult> {
    return this.runner.run({
      streamId: propertyStreamId(command.propertyId),
      decider: propertyDecider,
      command: { type: 'ChangePropertyPrice', propertyId: command.propertyId, priceEur: command.priceEur },
      expectedVersion: command.expectedVersion,
    });
  }
}
