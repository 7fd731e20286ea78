import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { ChangeBookingCommand } from '../commands/change-booking/change-booking.command';
import {
  RequestBookingCommand,
  type BookingRequest,
} from '../commands/request-booking/request-booking.command';

/** The demo client's bookings under fixed ids, so a second seed adds nothing. */
const DEMO_BOOKINGS: readonly {
  id: string;
  inDays: number;
  request: Omit<BookingRequest, 'date'>;
  confirm: boolean;
}[] = [
  {
    id: '7a2e4c10-3b5d-4f6a-8c9e-1d2f3a4b5c01',
    inDays: 14,
    request: {
      kind: 'service',
      itemId: 'private-chef',
      time: '20:30',
      guests: 4,
      phone: '+34 600 123 456',
      notes: 'Cena de aniversario; uno de los invitados es vegetariano.',
    },
    confirm: false,
  },
  {
    id: '7a2e4c10-3b5d-4f6a-8c9e-1d2f3a4b5c02',
    inDays: 21,
    request: {
      kind: 'experience',
      itemId: 'private-yacht-santander-bay',
      time: '11:00',
      guests: 6,
      phone: '+34 600 123 456',
      notes: null,
    },
    confirm: true,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo client's dashboard shows a service requested and awaiting the agency, and an experience the
 * agency confirmed, both some weeks after the seed. Through the ordinary command path.
 */
export async function seedClientBookings(commands: CommandBus, clientId: string, now: Date): Promise<void> {
  for (const booking of DEMO_BOOKINGS) {
    const date = new Date(now.getTime() + booking.inDays * DAY_MS).toISOString().slice(0, 10);
    try {
      await commands.execute(
        new RequestBookingCommand(clientId, { ...booking.request, date }, 'es', booking.id),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'booking_already_recorded') continue;
      throw error;
    }
    if (booking.confirm) {
      await commands.execute(new ChangeBookingCommand({ type: 'ConfirmBooking', bookingId: booking.id }, 1));
    }
  }
}
