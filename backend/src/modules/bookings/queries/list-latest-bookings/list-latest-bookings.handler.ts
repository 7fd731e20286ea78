import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { BookingReadModel } from '../../read-models/booking.read-model';
import { bookingGuests } from '../booking-guests';
import { BookingSummaryDto } from './booking-summary.dto';
import { ListLatestBookingsQuery } from './list-latest-bookings.query';

@QueryHandler(ListLatestBookingsQuery)
export class ListLatestBookingsHandler implements IQueryHandler<
  ListLatestBookingsQuery,
  BookingSummaryDto[]
> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute(query: ListLatestBookingsQuery): Promise<BookingSummaryDto[]> {
    const rows = await this.em
      .fork()
      .find(BookingReadModel, {}, { orderBy: { recordedAt: 'desc', id: 'asc' }, limit: query.limit });
    const guests = await bookingGuests(this.queries, rows);
    return rows.map((row) => BookingSummaryDto.from(row, guests.get(row.id)!.name));
  }
}
