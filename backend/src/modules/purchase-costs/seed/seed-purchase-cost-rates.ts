import type { CommandBus } from '@nestjs/cqrs';
import { RevisePurchaseCostRatesCommand } from '../commands/revise-purchase-cost-rates/revise-purchase-cost-rates.command';
import { RATES_IN_FORCE } from './rates-in-force';

/**
 * Records the rates in force when the table does not exist yet (also in production: the calculator needs
 * them). Idempotent: once recorded, the owners' table is never overwritten by a later start.
 */
export async function seedPurchaseCostRates(commands: CommandBus): Promise<void> {
  await commands.execute(new RevisePurchaseCostRatesCommand(RATES_IN_FORCE, undefined, 'seed'));
}
