import { ApiProperty } from '@nestjs/swagger';
import { CatalogueImageDto, LocalizedTextDto } from '../../../catalogue';
import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingKind,
  type BookingStatus,
  type PaymentStatus,
} from '../../domain/booking';
import { QUOTE_BASES, type QuoteBasis } from '../../domain/booking-quote';
import type { BookingReadModel } from '../../read-models/booking.read-model';

export class BookingSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: BOOKING_KINDS, enumName: 'BookingKind' }) kind: BookingKind;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ description: 'The property, service or experience booked' }) itemId: string;
  @ApiProperty({ type: () => LocalizedTextDto, description: 'As it was when booked' })
  itemTitle: LocalizedTextDto;
  @ApiProperty({ type: String, nullable: true, description: 'A property’s reference; null otherwise' })
  itemReference: string | null;
  @ApiProperty({ type: () => CatalogueImageDto, nullable: true, description: 'Services and experiences' })
  itemImage: CatalogueImageDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The recorded guest, or the client’s name as their account says today; null once erased',
  })
  guestName: string | null;
  @ApiProperty({ format: 'date', description: 'A stay’s check-in; the date of a service or experience' })
  checkIn: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Stays only' })
  checkOut: string | null;
  @ApiProperty({ type: String, nullable: true, example: '10:30', description: 'HH:mm in Madrid; not stays' })
  startTime: string | null;
  @ApiProperty() guests: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The catalogue’s price when requested' })
  quoteEur: number | null;
  @ApiProperty({ enum: QUOTE_BASES, enumName: 'QuoteBasis', nullable: true })
  priceBasis: QuoteBasis | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null while a service’s price is on request' })
  totalPriceEur: number | null;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' }) paymentStatus: PaymentStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(row: BookingReadModel, guestName: string | null): BookingSummaryDto {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      itemId: row.itemId,
      itemTitle: row.itemTitle,
      itemReference: row.itemReference,
      itemImage: row.itemImage,
      guestName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      startTime: row.startTime,
      guests: row.guests,
      quoteEur: row.quoteEur,
      priceBasis: row.priceBasis,
      totalPriceEur: row.totalPriceEur,
      paymentStatus: row.paymentStatus,
      createdAt: row.recordedAt.toISOString(),
    };
  }
}
