import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { BookingReadModel } from '../../read-models/booking.read-model';
import { notFound } from '../../commands/change-payment-status/change-payment-status.handler';
import { bookingGuests } from '../booking-guests';
import { toListItem } from '../list-bookings/list-bookings.handler';
import type { BookingDetailDto } from './booking-detail.dto';
import { GetBookingQuery } from './get-booking.query';

/** A booking with the guest's contact; its history is the event history's (GET /api/admin/history/booking/:id). */
@QueryHandler(GetBookingQuery)
export class GetBookingHandler implements IQueryHandler<GetBookingQuery, BookingDetailDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ bookingId }: GetBookingQuery): Promise<BookingDetailDto> {
    const row = await this.em.fork().findOne(BookingReadModel, { id: bookingId });
    if (!row) throw notFound(bookingId);
    const guest = (await bookingGuests(this.queries, [row])).get(row.id)!;
    return {
      ...toListItem(row, guest.name),
      guestEmail: guest.email,
      phone: row.phone,
      notes: row.notes,
      clientId: row.clientId,
    };
  }
}
