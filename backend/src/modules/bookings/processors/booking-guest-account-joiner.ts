import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { VerifiedAddressJoiner } from '../../identity';
import { ChangeBookingCommand } from '../commands/change-booking/change-booking.command';

/**
 * Gives stays recorded for a guest to the account that proves it owns the guest's address: each recorded stay
 * for a verified address without an account records `BookingGuestJoinedAccount`. A stay recorded when the
 * address was already verified joins as it is recorded (RecordBooking's handler).
 */
@Injectable()
export class BookingGuestAccountJoiner extends VerifiedAddressJoiner {
  readonly name = 'bookings-guest-account-joiner';

  constructor(private readonly commands: CommandBus) {
    super();
  }

  protected async unjoined(em: EntityManager, email: string): Promise<string[]> {
    const stays = await em.execute<{ id: string }[]>(
      `select id from bookings
        where kind = 'stay' and lower(guest_email) = lower(?) and guest_account_id is null
        order by recorded_at`,
      [email],
    );
    return stays.map(({ id }) => id);
  }

  protected async join(bookingId: string, userId: string): Promise<void> {
    await this.commands.execute(new ChangeBookingCommand({ type: 'JoinGuestAccount', bookingId, userId }));
  }
}
