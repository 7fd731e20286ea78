import { ApiProperty } from '@nestjs/swagger';
import { BookingListItemDto } from '../list-bookings/booking-list.dto';

export class BookingDetailDto extends BookingListItemDto {
  @ApiProperty({ type: String, nullable: true }) guestEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The client’s account' })
  clientId: string | null;
}
