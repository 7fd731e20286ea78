import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_STATUSES } from '../../domain/booking';
import { CountBookingsQuery } from './count-bookings.query';
import type { BookingCountsDto, BookingsByPaymentStatusDto } from './booking-counts.dto';

@QueryHandler(CountBookingsQuery)
export class CountBookingsHandler implements IQueryHandler<CountBookingsQuery, BookingCountsDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<BookingCountsDto> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ payment_status: string; n: number }[]>(
        'select payment_status, count(*)::int as n from bookings group by payment_status',
      );
    const counted = new Map(rows.map((row) => [row.payment_status, row.n]));
    const byPaymentStatus = Object.fromEntries(
      PAYMENT_STATUSES.map((status) => [status, counted.get(status) ?? 0]),
    ) as unknown as BookingsByPaymentStatusDto;
    const total = PAYMENT_STATUSES.reduce((sum, status) => sum + byPaymentStatus[status], 0);
    return { total, byPaymentStatus };
  }
}
