import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains } from '../../../../platform/database/like-contains';
import { ListUsersQuery } from '../../../identity';
import { PAYMENT_TRANSITIONS, STATUS_TRANSITIONS } from '../../domain/booking';
import { BookingReadModel } from '../../read-models/booking.read-model';
import { bookingGuests } from '../booking-guests';
import { BookingSummaryDto } from '../list-latest-bookings/booking-summary.dto';
import type { BookingListDto, BookingListItemDto } from './booking-list.dto';
import { ListBookingsQuery } from './list-bookings.query';

export function toListItem(row: BookingReadModel, guestName: string | null): BookingListItemDto {
  return {
    ...BookingSummaryDto.from(row, guestName),
    version: row.version,
    nextPaymentStatuses: [...PAYMENT_TRANSITIONS[row.paymentStatus]],
    nextStatuses: [...STATUS_TRANSITIONS[row.status]],
  };
}

/** The most client accounts a search names; a query naming more is too vague to list their bookings by. */
const MATCHED_CLIENTS = 100;

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
      // A client's name and e-mail live in identity: the accounts they match are asked for there.
      const clients = await this.queries.execute(
        new ListUsersQuery({ search: filters.q, role: 'user', page: 1, pageSize: MATCHED_CLIENTS }),
      );
      conditions.push(
        `(lower(guest_name) like ? or lower(item_reference) like ? or client_id = any(?::uuid[])
          or exists (select 1 from jsonb_each_text(item_title) t where lower(t.value) like ?))`,
      );
      const like = likeContains(filters.q);
      params.push(like, like, `{${clients.items.map((client) => client.id).join(',')}}`, like);
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
