import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains } from '../../../../platform/database/like-contains';
import { PAYMENT_TRANSITIONS, STATUS_TRANSITIONS } from '../../domain/booking';
import { BookingReadModel } from '../../read-models/booking.read-model';
import { bookingGuests } from '../booking-guests';
import { BookingSummaryDto } from '../list-latest-bookings/booking-summary.dto';
import type { BookingListDto, BookingListItemDto } from './booking-list.dto';
import { ListBookingsQuery } from './list-bookings.query';

export function toListItem(row: BookingReadModel, guestName: string): BookingListItemDto {
  return {
    ...BookingSummaryDto.from(row, guestName),
    version: row.version,
    nextPaymentStatuses: [...PAYMENT_TRANSITIONS[row.paymentStatus]],
    nextStatuses: [...STATUS_TRANSITIONS[row.status]],
  };
}

@QueryHandler(ListBookingsQuery)
export class ListBookingsHandler implements IQueryHandler<ListBookingsQuery, BookingListDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filters }: ListBookingsQuery): Promise<BookingListDto> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filters.q) {
      // A client's name lives in identity, not here: their bookings are found by the item's title.
      conditions.push(
        `(lower(guest_name) like ? or lower(item_reference) like ?
          or exists (select 1 from jsonb_each_text(item_title) t where lower(t.value) like ?))`,
      );
      params.push(...Array(3).fill(likeContains(filters.q)));
    }
    for (const [column, value] of [
      ['payment_status', filters.paymentStatus],
      ['status', filters.status],
      ['kind', filters.kind],
    ] as const) {
      if (!value) continue;
      conditions.push(`${column} = ?`);
      params.push(value);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const em = this.em.fork();
    const page = await em.execute<{ id: string; total: string }[]>(
      `select id, count(*) over () as total from bookings ${where}
       order by recorded_at desc, id limit ? offset ?`,
      [...params, filters.pageSize, (filters.page - 1) * filters.pageSize],
    );
    const rows = await em.find(BookingReadModel, { id: { $in: page.map((row) => row.id) } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = page.map((row) => byId.get(row.id)!);
    const guests = await bookingGuests(this.queries, ordered);
    return {
      items: ordered.map((row) => toListItem(row, guests.get(row.id)!.name)),
      total: page.length ? Number(page[0].total) : 0,
      page: filters.page,
      pageSize: filters.pageSize,
    };
  }
}
