import { ApiProperty } from '@nestjs/swagger';

export class BookingsByPaymentStatusDto {
  @ApiProperty() pending: number;
  @ApiProperty() paid: number;
  @ApiProperty() refunded: number;
  @ApiProperty() cancelled: number;
}

export class BookingsByStatusDto {
  @ApiProperty({ description: 'Client requests awaiting staff' }) requested: number;
  @ApiProperty() confirmed: number;
  @ApiProperty() declined: number;
  @ApiProperty() completed: number;
  @ApiProperty() cancelled: number;
}

export class BookingCountsDto {
  @ApiProperty() total: number;
  @ApiProperty({ type: () => BookingsByStatusDto }) byStatus: BookingsByStatusDto;
  @ApiProperty({ type: () => BookingsByPaymentStatusDto }) byPaymentStatus: BookingsByPaymentStatusDto;
}
