import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { AsyncProcessor } from '../../../platform/projections/projection';
import type { EmailChanged, EmailVerified } from '../../identity';
import { ChangeBookingCommand } from '../commands/change-booking/change-booking.command';

/**
 * The checkpointed processor that gives stays recorded for a guest to the account that proves it owns the
 * guest's address: when identity records an address as verified (a new account's link, or a confirmed change
 * of address), each recorded stay for that address (in any case) without an account records
 * `BookingGuestJoinedAccount`, so erasing the account erases the guest too. Joining is idempotent (a stay
 * with an account records nothing), so a batch repeated after a crash joins nothing twice. A stay recorded
 * when the address was already verified joins as it is recorded (RecordBooking's handler).
 */
@Injectable()
export class BookingGuestAccountJoiner implements AsyncProcessor {
  readonly name = 'bookings-guest-account-joiner';
  readonly eventTypes = ['EmailVerified', 'EmailChanged'];
  readonly batchSize = 100;

  constructor(private readonly commands: CommandBus) {}

  async handle(em: EntityManager, events: readonly StoredEvent[]): Promise<void> {
    for (const event of events) {
      const { userId, email } = (event as unknown as EmailVerified | EmailChanged).data;
      // A shredded address reads as null: an erased account joins nothing.
      if (typeof email !== 'string') continue;
      const stays = await em.execute<{ id: string }[]>(
        `select id from bookings
          where kind = 'stay' and lower(guest_email) = lower(?) and guest_account_id is null
          order by recorded_at`,
        [email],
      );
      for (const { id } of stays) {
        await this.commands.execute(
          new ChangeBookingCommand({ type: 'JoinGuestAccount', bookingId: id, userId }),
        );
      }
    }
  }
}
