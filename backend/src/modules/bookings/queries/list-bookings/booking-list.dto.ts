import { ApiProperty } from '@nestjs/swagger';
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
} from '../../domain/booking';
import { BookingSummaryDto } from '../list-latest-bookings/booking-summary.dto';

export class BookingListItemDto extends BookingSummaryDto {
  @ApiProperty({ description: 'Send it back as expectedVersion to change the payment status' })
  version: number;

  @ApiProperty({
    enum: PAYMENT_STATUSES,
    enumName: 'PaymentStatus',
    isArray: true,
    description: 'The payment statuses this booking may move to now; empty when its payment is final',
  })
  nextPaymentStatuses: PaymentStatus[];

  @ApiProperty({
    enum: BOOKING_STATUSES,
    enumName: 'BookingStatus',
    isArray: true,
    description: 'The statuses staff may move this booking to now; empty when it is final',
  })
  nextStatuses: BookingStatus[];
}

export class BookingListDto {
  @ApiProperty({ type: [BookingListItemDto] }) items: BookingListItemDto[];
  @ApiProperty({ description: 'Bookings matching the filters, all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
