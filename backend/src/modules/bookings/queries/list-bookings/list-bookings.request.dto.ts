import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimToUndefined } from '../../../../platform/http/input-transforms';
import { PageRequestDto } from '../../../../platform/http/page-request.dto';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../domain/booking';

export class ListBookingsRequestDto extends PageRequestDto {
  @ApiPropertyOptional({
    description: 'Part of the guest’s name, the property’s title or reference (case-insensitive)',
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
}
