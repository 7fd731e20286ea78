import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type {
  AdjustBookingPrice,
  CancelBooking,
  CompleteBooking,
  ConfirmBooking,
  DeclineBooking,
  JoinGuestAccount,
} from '../../domain/booking';

/** A change to a booking's status or price as a caller states it: the handler adds the time. */
export type BookingChange =
  | Omit<ConfirmBooking, 'at'>
  | Omit<DeclineBooking, 'at'>
  | Omit<AdjustBookingPrice, 'at'>
  | Omit<CompleteBooking, 'at'>
  | Omit<CancelBooking, 'at'>
  | Omit<JoinGuestAccount, 'at'>;

export class ChangeBookingCommand extends Command<CommandResult> {
  constructor(
    readonly change: BookingChange,
    /** The version the back office showed (409 version_conflict when stale); clients decide on the latest. */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
