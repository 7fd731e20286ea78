import { Command } from '@nestjs/cqrs';
import type { MandateCommand } from '../../domain/mandate.decider';

type WithoutNow<C> = C extends unknown ? Omit<C, 'now'> : never;

/** A change to a property's mandate or sellers, as staff ask for it (the time is the handler's). */
export type MandateChange = WithoutNow<Exclude<MandateCommand, { type: 'EraseSeller' }>>;

export class ChangeMandateCommand extends Command<{ version: number }> {
  constructor(
    readonly change: MandateChange,
    /** The version the screen showed: a different one is a 409 (omitted: decided on the latest state). */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
