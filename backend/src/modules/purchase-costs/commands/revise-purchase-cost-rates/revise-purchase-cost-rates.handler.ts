import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { purchaseCostRatesDecider } from '../../domain/purchase-cost-rates.decider';
import { PURCHASE_COST_RATES_STREAM } from '../../domain/purchase-cost-rates.events';
import { RevisePurchaseCostRatesCommand } from './revise-purchase-cost-rates.command';

/** The whole table, decided and recorded in one transaction with its read model. */
@CommandHandler(RevisePurchaseCostRatesCommand)
export class RevisePurchaseCostRatesHandler implements ICommandHandler<
  RevisePurchaseCostRatesCommand,
  CommandResult
> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  execute(command: RevisePurchaseCostRatesCommand): Promise<CommandResult> {
    const at = this.clock.now().toISOString();
    return this.runner.run({
      streamId: PURCHASE_COST_RATES_STREAM,
      decider: purchaseCostRatesDecider,
      command:
        command.mode === 'seed'
          ? { type: 'SeedRates', rates: command.rates, at }
          : { type: 'ReviseRates', rates: command.rates, at },
      expectedVersion: command.expectedVersion,
      retryOnConflict: command.mode === 'seed',
    });
  }
}
