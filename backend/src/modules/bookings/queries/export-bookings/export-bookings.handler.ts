import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { BookingReadModel } from '../../read-models/booking.read-model';
import { ExportBookingsQuery } from './export-bookings.query';
import type { ExportedBookingDto } from './exported-booking.dto';

@QueryHandler(ExportBookingsQuery)
export class ExportBookingsHandler implements IQueryHandler<ExportBookingsQuery, ExportedBookingDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId, email }: ExportBookingsQuery): Promise<ExportedBookingDto[]> {
    const rows = await this.em
      .fork()
      .find(
        BookingReadModel,
        { $or: [{ clientId }, { guestAccountId: clientId }, { guestEmail: email.toLowerCase() }] },
        { orderBy: { recordedAt: 'asc', id: 'asc' } },
      );
    return rows.map((row) => ({
      kind: row.kind,
      offeringId: row.itemId,
      offering: row.itemTitle,
      date: row.checkIn,
      checkOut: row.checkOut,
      time: row.startTime,
      guests: row.guests,
      status: row.status,
      paymentStatus: row.paymentStatus,
      quoteEur: row.quoteEur,
      priceBasis: row.priceBasis,
      totalPriceEur: row.totalPriceEur,
      guestName: row.guestName,
      guestEmail: row.guestEmail,
      phone: row.phone,
      notes: row.notes,
      reason: row.reason,
      priceNotes: row.priceNotes,
      createdAt: row.recordedAt.toISOString(),
    }));
  }
}
