import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { OPEN_STATUSES } from '../../domain/booking';
import { BookingReadModel } from '../../read-models/booking.read-model';
import { MyBookingDto } from '../list-my-bookings/my-booking.dto';
import { CountOpenBookingsQuery, type OpenBookings } from './count-open-bookings.query';

@QueryHandler(CountOpenBookingsQuery)
export class CountOpenBookingsHandler implements IQueryHandler<CountOpenBookingsQuery, OpenBookings> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: CountOpenBookingsQuery): Promise<OpenBookings> {
    const now = this.clock.now();
    const rows = await this.em
      .fork()
      .find(BookingReadModel, { clientId: userId, status: { $in: [...OPEN_STATUSES] } });
    const open = rows
      .map((row) => MyBookingDto.from(row, now))
      .filter((booking) => booking.startsAt > now.toISOString())
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    return { count: open.length, next: open[0] ?? null };
  }
}
