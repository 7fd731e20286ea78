import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { BookingReadModel } from '../../read-models/booking.read-model';
import { ListMyBookingsQuery } from './list-my-bookings.query';
import { MyBookingDto, type MyBookingListDto } from './my-booking.dto';

/** A client holds a handful of bookings: all of them, split by whether they start after now. */
@QueryHandler(ListMyBookingsQuery)
export class ListMyBookingsHandler implements IQueryHandler<ListMyBookingsQuery, MyBookingListDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ clientId }: ListMyBookingsQuery): Promise<MyBookingListDto> {
    const now = this.clock.now();
    const rows = await this.em.fork().find(BookingReadModel, { clientId });
    const bookings = rows
      .map((row) => MyBookingDto.from(row, now))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    return {
      upcoming: bookings.filter((booking) => booking.startsAt > now.toISOString()),
      past: bookings.filter((booking) => booking.startsAt <= now.toISOString()).reverse(),
    };
  }
}
