import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { RecordBookingCommand } from '../commands/record-booking/record-booking.command';
import { SAMPLE_BOOKINGS } from './sample-bookings';

/** The sample bookings, recorded through the ordinary command path; a second run adds nothing. */
export async function seedBookings(commands: CommandBus): Promise<number> {
  let added = 0;
  for (const booking of SAMPLE_BOOKINGS) {
    try {
      await commands.execute(
        new RecordBookingCommand(booking.entry, booking.id, new Date(booking.recordedAt)),
      );
      added++;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'booking_already_recorded')) throw error;
    }
  }
  return added;
}
