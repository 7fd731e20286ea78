import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { SetPropertySaleStatusCommand } from './set-property-sale-status.command';

@CommandHandler(SetPropertySaleStatusCommand)
export class SetPropertySaleStatusHandler implements ICommandHandler<
  SetPropertySaleStatusCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute(command: SetPropertySaleStatusCommand): Promise<CommandResult> {
    return this.runner.run({
      streamId: propertyStreamId(command.propertyId),
      decider: propertyDecider,
      retryOnConflict: true,
      command: {
        type: 'SetSaleStatus',
        id: command.propertyId,
        status: command.status,
        dealOpen: command.dealOpen,
      },
    });
  }
}
