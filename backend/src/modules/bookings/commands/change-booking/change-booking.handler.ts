import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { StreamVersionConflictError } from '../../../../platform/event-store/stream-version-conflict.error';
import { Clock } from '../../../../platform/time/clock';
import { bookingDecider, bookingStreamId, type BookingCommand } from '../../domain/booking';
import { notFound } from '../change-payment-status/change-payment-status.handler';
import { ChangeBookingCommand } from './change-booking.command';

@CommandHandler(ChangeBookingCommand)
export class ChangeBookingHandler implements ICommandHandler<ChangeBookingCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ change, expectedVersion }: ChangeBookingCommand): Promise<CommandResult> {
    try {
      return await this.runner.run({
        streamId: bookingStreamId(change.bookingId),
        decider: bookingDecider,
        command: { ...change, at: this.clock.now().toISOString() } as BookingCommand,
        expectedVersion,
        // Without a version the decision is re-made on the fresh state, so a concurrent writer is retried.
        retryOnConflict: true,
      });
    } catch (error) {
      if (error instanceof StreamVersionConflictError && !error.actualVersion)
        throw notFound(change.bookingId);
      throw error;
    }
  }
}
