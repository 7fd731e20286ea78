import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimToUndefined } from '../../../../platform/http/input-transforms';
import { PageRequestDto } from '../../../../platform/http/page-request.dto';
import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingKind,
  type BookingStatus,
  type PaymentStatus,
} from '../../domain/booking';

export class ListBookingsRequestDto extends PageRequestDto {
  @ApiPropertyOptional({
    description:
      'Part of the guest’s name or the client’s e-mail, the title of what was booked or a property’s reference (case-insensitive)',
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES)
  paymentStatus?: PaymentStatus;

  @ApiPropertyOptional({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' })
  @IsOptional()
  @IsIn(BOOKING_STATUSES)
  status?: BookingStatus;

  @ApiPropertyOptional({ enum: BOOKING_KINDS, enumName: 'BookingKind' })
  @IsOptional()
  @IsIn(BOOKING_KINDS)
  kind?: BookingKind;
}
