import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { StreamVersionConflictError } from '../../../../platform/event-store/stream-version-conflict.error';
import { Clock } from '../../../../platform/time/clock';
import { bookingDecider, bookingStreamId } from '../../domain/booking';
import { ChangePaymentStatusCommand } from './change-payment-status.command';

@CommandHandler(ChangePaymentStatusCommand)
export class ChangePaymentStatusHandler implements ICommandHandler<
  ChangePaymentStatusCommand,
  CommandResult
> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: ChangePaymentStatusCommand): Promise<CommandResult> {
    try {
      return await this.runner.run({
        streamId: bookingStreamId(command.bookingId),
        decider: bookingDecider,
        command: {
          type: 'ChangePaymentStatus',
          bookingId: command.bookingId,
          paymentStatus: command.paymentStatus,
          changedAt: this.clock.now().toISOString(),
        },
        expectedVersion: command.expectedVersion,
      });
    } catch (error) {
      // An empty stream fails the version check before the decider could say the booking is unknown.
      if (error instanceof StreamVersionConflictError && !error.actualVersion)
        throw notFound(command.bookingId);
      throw error;
    }
  }
}

export function notFound(bookingId: string): DomainError {
  return new DomainError('not_found', 'booking_not_found', `Booking ${bookingId} does not exist`);
}
