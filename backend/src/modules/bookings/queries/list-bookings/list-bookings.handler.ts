import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LocalizedText } from '../../../../platform/i18n/languages';
import { PAYMENT_TRANSITIONS, type PaymentStatus } from '../../domain/booking';
import type { BookingListDto } from './booking-list.dto';
import { ListBookingsQuery } from './list-bookings.query';
import { likeContains } from '../../../../platform/database/like-contains';

interface Row {
  id: string;
  property_id: string;
  property_title: LocalizedText;
  property_reference: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  guests: number;
  total_price_eur: number;
  payment_status: PaymentStatus;
  recorded_at: Date;
  version: number;
  total: string;
}

@QueryHandler(ListBookingsQuery)
export class ListBookingsHandler implements IQueryHandler<ListBookingsQuery, BookingListDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters }: ListBookingsQuery): Promise<BookingListDto> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filters.q) {
      conditions.push(
        `(lower(guest_name) like ? or lower(property_reference) like ?
          or exists (select 1 from jsonb_each_text(property_title) t where lower(t.value) like ?))`,
      );
      params.push(...Array(3).fill(likeContains(filters.q)));
    }
    if (filters.paymentStatus) {
      conditions.push('payment_status = ?');
      params.push(filters.paymentStatus);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await this.em.fork().execute<Row[]>(
      `select id, property_id, property_title, property_reference, guest_name,
         to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
         guests, total_price_eur, payment_status, recorded_at, version, count(*) over () as total
       from bookings ${where}
       order by recorded_at desc, id
       limit ? offset ?`,
      [...params, filters.pageSize, (filters.page - 1) * filters.pageSize],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        propertyId: row.property_id,
        propertyTitle: row.property_title,
        propertyReference: row.property_reference,
        guestName: row.guest_name,
        checkIn: row.check_in,
        checkOut: row.check_out,
        guests: row.guests,
        totalPriceEur: row.total_price_eur,
        paymentStatus: row.payment_status,
        createdAt: new Date(row.recorded_at).toISOString(),
        version: row.version,
        nextPaymentStatuses: [...PAYMENT_TRANSITIONS[row.payment_status]],
      })),
      total: rows.length ? Number(rows[0].total) : 0,
      page: filters.page,
      pageSize: filters.pageSize,
    };
  }
}
