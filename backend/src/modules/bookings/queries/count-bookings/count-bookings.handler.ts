import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../../domain/booking';
import { CountBookingsQuery } from './count-bookings.query';
import type { BookingCountsDto, BookingsByPaymentStatusDto, BookingsByStatusDto } from './booking-counts.dto';

function countsOf<Key extends string>(keys: readonly Key[], rows: { key: string; n: number }[]) {
  const counted = new Map(rows.map((row) => [row.key, row.n]));
  return Object.fromEntries(keys.map((key) => [key, counted.get(key) ?? 0])) as Record<Key, number>;
}

@QueryHandler(CountBookingsQuery)
export class CountBookingsHandler implements IQueryHandler<CountBookingsQuery, BookingCountsDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<BookingCountsDto> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ payment_status: string; status: string; n: number }[]>(
        'select payment_status, status, count(*)::int as n from bookings group by payment_status, status',
      );
    const sum = (key: 'payment_status' | 'status') => {
      const totals = new Map<string, number>();
      for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.n);
      return [...totals].map(([k, n]) => ({ key: k, n }));
    };
    const byPaymentStatus: BookingsByPaymentStatusDto = countsOf(PAYMENT_STATUSES, sum('payment_status'));
    const byStatus: BookingsByStatusDto = countsOf(BOOKING_STATUSES, sum('status'));
    const total = rows.reduce((all, row) => all + row.n, 0);
    return { total, byStatus, byPaymentStatus };
  }
}
