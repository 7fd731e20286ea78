import { randomUUID } from 'node:crypto';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { AdminGetPropertyQuery } from '../../../catalogue';
import { FindVerifiedAccountQuery } from '../../../identity';
import { bookingDecider, bookingStreamId } from '../../domain/booking';
import { RecordBookingCommand } from './record-booking.command';

@CommandHandler(RecordBookingCommand)
export class RecordBookingHandler implements ICommandHandler<RecordBookingCommand, { bookingId: string }> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute(command: RecordBookingCommand): Promise<{ bookingId: string }> {
    // The catalogue answers through its query (404 property_not_found for an unknown id).
    const property = await this.queries.execute(new AdminGetPropertyQuery(command.entry.propertyId));
    const bookingId = command.bookingId ?? randomUUID();
    const recordedAt = (command.recordedAt ?? this.clock.now()).toISOString();
    await this.runner.run({
      streamId: bookingStreamId(bookingId),
      decider: bookingDecider,
      command: {
        type: 'RecordBooking',
        ...command.entry,
        propertyTitle: property.title,
        propertyReference: property.reference,
        bookingId,
        recordedAt,
      },
    });
    // A guest whose address a verified account already holds is that account's from the start (an address
    // verified later joins through BookingGuestAccountJoiner), so erasing the account erases the guest too.
    const userId = await this.queries.execute(new FindVerifiedAccountQuery(command.entry.guestEmail));
    if (userId)
      await this.runner.run({
        streamId: bookingStreamId(bookingId),
        decider: bookingDecider,
        command: { type: 'JoinGuestAccount', bookingId, userId, at: recordedAt },
      });
    return { bookingId };
  }
}
