import { ApiProperty } from '@nestjs/swagger';
import { BookingSummaryDto } from '../list-latest-bookings/booking-summary.dto';

export class BookingListItemDto extends BookingSummaryDto {
  @ApiProperty({ description: 'Send it back as expectedVersion to change the payment status' })
  version: number;
}

export class BookingListDto {
  @ApiProperty({ type: [BookingListItemDto] }) items: BookingListItemDto[];
  @ApiProperty({ description: 'Bookings matching the filters, all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
