import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { PaymentStatus } from '../../domain/booking';

export class ChangePaymentStatusCommand extends Command<CommandResult> {
  constructor(
    readonly bookingId: string,
    readonly paymentStatus: PaymentStatus,
    /** The version the back office showed; a different current version is a 409. */
    readonly expectedVersion: number,
  ) {
    super();
  }
}
