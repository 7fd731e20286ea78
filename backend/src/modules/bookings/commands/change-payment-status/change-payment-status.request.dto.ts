import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Min } from 'class-validator';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../domain/booking';

export class ChangePaymentStatusRequestDto {
  @ApiProperty({
    enum: PAYMENT_STATUSES,
    enumName: 'PaymentStatus',
    description:
      'pending -> paid or cancelled, paid -> refunded; refunded and cancelled are final. The current status again changes nothing.',
  })
  @IsIn(PAYMENT_STATUSES)
  paymentStatus: PaymentStatus;

  @ApiProperty({ minimum: 1, description: 'The version the screen showed (409 version_conflict when stale)' })
  @Min(1)
  @IsInt()
  expectedVersion: number;
}
