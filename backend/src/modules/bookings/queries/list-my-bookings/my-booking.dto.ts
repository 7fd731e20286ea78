import { ApiProperty } from '@nestjs/swagger';
import { CatalogueImageDto, LocalizedTextDto } from '../../../catalogue';
import {
  BOOKING_STATUSES,
  OPEN_STATUSES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
} from '../../domain/booking';
import { QUOTE_BASES, type QuoteBasis } from '../../domain/booking-quote';
import { bookingStart, clientCancellationDeadline } from '../../domain/booking-schedule';
import type { BookingReadModel } from '../../read-models/booking.read-model';

/** A client's own booking of a service or an experience, as their dashboard shows it. */
export class MyBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['service', 'experience'] }) kind: 'service' | 'experience';
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' }) paymentStatus: PaymentStatus;
  @ApiProperty() itemId: string;
  @ApiProperty({ type: () => LocalizedTextDto }) itemTitle: LocalizedTextDto;
  @ApiProperty({ type: () => CatalogueImageDto, nullable: true }) itemImage: CatalogueImageDto | null;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ example: '10:30', description: 'HH:mm in Madrid' }) time: string;
  @ApiProperty({ format: 'date-time', description: 'The date and time as an instant' }) startsAt: string;
  @ApiProperty() guests: number;
  @ApiProperty({ description: 'The catalogue’s price when requested' }) quoteEur: number;
  @ApiProperty({ enum: QUOTE_BASES, enumName: 'QuoteBasis' }) priceBasis: QuoteBasis;
  @ApiProperty({ type: Number, nullable: true, description: 'null while the price is on request' })
  totalPriceEur: number | null;
  @ApiProperty({ format: 'date-time', description: 'Until when the client may cancel it online' })
  cancellableUntil: string;
  @ApiProperty({ description: 'Open and before cancellableUntil' }) canCancel: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(row: BookingReadModel, now: Date): MyBookingDto {
    const time = row.startTime ?? '00:00';
    const deadline = clientCancellationDeadline(row.checkIn, time);
    return {
      id: row.id,
      kind: row.kind as 'service' | 'experience',
      status: row.status,
      paymentStatus: row.paymentStatus,
      itemId: row.itemId,
      itemTitle: row.itemTitle,
      itemImage: row.itemImage,
      date: row.checkIn,
      time,
      startsAt: bookingStart(row.checkIn, time).toISOString(),
      guests: row.guests,
      quoteEur: row.quoteEur ?? 0,
      priceBasis: row.priceBasis ?? 'from',
      totalPriceEur: row.totalPriceEur,
      cancellableUntil: deadline.toISOString(),
      canCancel: OPEN_STATUSES.includes(row.status) && now.getTime() <= deadline.getTime(),
      createdAt: row.recordedAt.toISOString(),
    };
  }
}

export class MyBookingListDto {
  @ApiProperty({ type: () => MyBookingDto, isArray: true, description: 'Upcoming first (soonest first)' })
  upcoming: MyBookingDto[];
  @ApiProperty({ type: () => MyBookingDto, isArray: true, description: 'Past, most recent first' })
  past: MyBookingDto[];
}
