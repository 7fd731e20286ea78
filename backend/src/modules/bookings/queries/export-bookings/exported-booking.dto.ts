import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from '../../../catalogue';
import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingKind,
  type BookingStatus,
  type PaymentStatus,
} from '../../domain/booking';
import { QUOTE_BASES, type QuoteBasis } from '../../domain/booking-quote';

/** A booking as the person made it (or the agency recorded it for them), with its state and amounts. */
export class ExportedBookingDto {
  @ApiProperty({ enum: BOOKING_KINDS }) kind: BookingKind;
  @ApiProperty({ description: 'The property, service or experience booked' }) offeringId: string;
  @ApiProperty({ type: () => LocalizedTextDto }) offering: LocalizedTextDto;
  @ApiProperty({ format: 'date', description: 'A stay’s check-in; a service’s or experience’s date' })
  date: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'A stay’s check-out' })
  checkOut: string | null;
  @ApiProperty({ type: String, nullable: true, example: '10:30', description: 'HH:mm in Madrid' })
  time: string | null;
  @ApiProperty() guests: number;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' }) paymentStatus: PaymentStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'The catalogue’s price when requested' })
  quoteEur: number | null;
  @ApiProperty({ type: String, enum: QUOTE_BASES, nullable: true }) priceBasis: QuoteBasis | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null while the price is on request' })
  totalPriceEur: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The guest’s name (stays the agency recorded)' })
  guestName: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The guest’s e-mail (stays the agency recorded)',
  })
  guestEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the person wrote with the booking' })
  notes: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why it was declined or cancelled, as the person was told',
  })
  reason: string | null;
  @ApiProperty({
    type: [String],
    description: 'The notes the person was sent with each change of the amount, oldest first',
  })
  priceNotes: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
