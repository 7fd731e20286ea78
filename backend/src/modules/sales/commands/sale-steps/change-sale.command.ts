import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { SaleCommand } from '../../domain/sale.decider';

type WithoutNow<C> = C extends unknown ? Omit<C, 'now'> : never;

/**
 * A step of a sale after an offer was made, as a caller states it: the handler adds the time, and for the
 * deed the mandate's commission.
 */
export type SaleChange =
  | WithoutNow<Exclude<SaleCommand, { type: 'MakeOffer' } | { type: 'CompleteSale' }>>
  | Omit<Extract<SaleCommand, { type: 'CompleteSale' }>, 'now' | 'commissionPercent'>;

export class ChangeSaleCommand extends Command<CommandResult> {
  constructor(
    readonly propertyId: string,
    readonly change: SaleChange,
  ) {
    super();
  }
}
