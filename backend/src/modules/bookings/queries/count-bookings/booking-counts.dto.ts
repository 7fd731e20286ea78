import { ApiProperty } from '@nestjs/swagger';

export class BookingsByPaymentStatusDto {
  @ApiProperty() pending: number;
  @ApiProperty() paid: number;
  @ApiProperty() refunded: number;
  @ApiProperty() cancelled: number;
}

export class BookingCountsDto {
  @ApiProperty() total: number;
  @ApiProperty({ type: () => BookingsByPaymentStatusDto }) byPaymentStatus: BookingsByPaymentStatusDto;
}
