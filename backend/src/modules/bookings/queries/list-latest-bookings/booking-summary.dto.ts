import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from '../../../catalogue/queries/catalogue-common.dto';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../domain/booking';
import type { BookingReadModel } from '../../read-models/booking.read-model';

export class BookingSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() propertyId: string;
  @ApiProperty({ type: () => LocalizedTextDto, description: 'As it was when booked' })
  propertyTitle: LocalizedTextDto;
  @ApiProperty() propertyReference: string;
  @ApiProperty() guestName: string;
  @ApiProperty({ format: 'date' }) checkIn: string;
  @ApiProperty({ format: 'date' }) checkOut: string;
  @ApiProperty() guests: number;
  @ApiProperty() totalPriceEur: number;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' }) paymentStatus: PaymentStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(row: BookingReadModel): BookingSummaryDto {
    return {
      id: row.id,
      propertyId: row.propertyId,
      propertyTitle: row.propertyTitle,
      propertyReference: row.propertyReference,
      guestName: row.guestName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      guests: row.guests,
      totalPriceEur: row.totalPriceEur,
      paymentStatus: row.paymentStatus,
      createdAt: row.recordedAt.toISOString(),
    };
  }
}
