import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { GetPropertyMandateQuery } from '../../../mandates';
import { saleDecider, type SaleCommand } from '../../domain/sale.decider';
import { saleStreamId } from '../../domain/sale.events';
import { ChangeSaleCommand } from './change-sale.command';

/**
 * Decides a step on the property's sale stream. Two steps racing on one sale are decided again on the fresh
 * state: of two acceptances of different offers, the second then meets an offer already closed (409).
 */
@CommandHandler(ChangeSaleCommand)
export class ChangeSaleHandler implements ICommandHandler<ChangeSaleCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ propertyId, change }: ChangeSaleCommand): Promise<CommandResult> {
    const now = this.clock.now().toISOString();
    let command: SaleCommand;
    if (change.type === 'CompleteSale') {
      const mandate = await this.queries.execute(new GetPropertyMandateQuery(propertyId));
      command = { ...change, commissionPercent: mandate?.commissionPercent ?? null, now };
    } else {
      command = { ...change, now } as SaleCommand;
    }
    return this.runner.run({
      streamId: saleStreamId(propertyId),
      decider: saleDecider,
      retryOnConflict: true,
      command,
    });
  }
}
