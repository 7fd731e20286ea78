import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { PurchaseCostRate } from '../../domain/purchase-cost-rates';

/** `seed`: record the rates only if there is no table yet; `revise`: the owner's edit at `expectedVersion`. */
export class RevisePurchaseCostRatesCommand extends Command<CommandResult> {
  constructor(
    readonly rates: PurchaseCostRate[],
    readonly expectedVersion: number | undefined,
    readonly mode: 'seed' | 'revise' = 'revise',
  ) {
    super();
  }
}
