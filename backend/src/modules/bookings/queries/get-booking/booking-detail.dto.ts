import { ApiProperty } from '@nestjs/swagger';
import {
  BOOKING_EVENT_TYPES,
  PAYMENT_STATUSES,
  type BookingEvent,
  type PaymentStatus,
} from '../../domain/booking';
import { BookingListItemDto } from '../list-bookings/booking-list.dto';

/** One event of the booking's stream, with what the screen words it from. */
export class BookingHistoryEntryDto {
  @ApiProperty() version: number;
  @ApiProperty({ enum: BOOKING_EVENT_TYPES, enumName: 'BookingEventType' }) type: BookingEvent['type'];
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, description: 'The account that acted; null for the system' })
  actorName: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['client', 'staff'], description: 'Who cancelled' })
  by: 'client' | 'staff' | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A decline’s or cancellation’s reason, a price’s note',
  })
  text: string | null;
  @ApiProperty({ type: Number, nullable: true }) fromPriceEur: number | null;
  @ApiProperty({ type: Number, nullable: true }) toPriceEur: number | null;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus', nullable: true })
  fromPaymentStatus: PaymentStatus | null;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus', nullable: true })
  toPaymentStatus: PaymentStatus | null;
}

export class BookingDetailDto extends BookingListItemDto {
  @ApiProperty({ type: String, nullable: true }) guestEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The client’s account' })
  clientId: string | null;
  @ApiProperty({ type: () => BookingHistoryEntryDto, isArray: true, description: 'Oldest first' })
  history: BookingHistoryEntryDto[];
}
