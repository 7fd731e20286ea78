import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { trim, trimToNull } from '../../../../platform/http/input-transforms';
import { BOOKING_LIMITS } from '../../domain/booking';

export class StaffBookingActionDto {
  @ApiProperty({ minimum: 1, description: 'The version the screen showed (409 version_conflict when stale)' })
  @Min(1)
  @IsInt()
  expectedVersion: number;
}

export class DeclineBookingRequestDto extends StaffBookingActionDto {
  @ApiProperty({ minLength: 2, maxLength: BOOKING_LIMITS.reason, description: 'Told to the client' })
  @Transform(trim)
  @MaxLength(BOOKING_LIMITS.reason)
  @MinLength(2)
  @IsString()
  reason: string;
}

export class AdjustBookingPriceRequestDto extends StaffBookingActionDto {
  @ApiProperty({
    minimum: 0,
    maximum: BOOKING_LIMITS.totalPriceEur,
    description: 'The new total, whole euros',
  })
  @Max(BOOKING_LIMITS.totalPriceEur)
  @Min(0)
  @IsInt()
  totalPriceEur: number;

  @ApiProperty({ minLength: 2, maxLength: BOOKING_LIMITS.reason, description: 'Told to the client' })
  @Transform(trim)
  @MaxLength(BOOKING_LIMITS.reason)
  @MinLength(2)
  @IsString()
  note: string;
}

export class StaffCancelBookingRequestDto extends StaffBookingActionDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BOOKING_LIMITS.reason })
  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(BOOKING_LIMITS.reason)
  @IsString()
  reason?: string | null;
}
