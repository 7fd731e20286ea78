import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { lowerCaseEmail, trim } from '../../../../platform/http/input-transforms';
import { BOOKING_LIMITS, PAYMENT_STATUSES, type PaymentStatus } from '../../domain/booking';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export class RecordBookingRequestDto {
  @ApiProperty({ example: 'villa-sardinero-santander', minLength: 1, maxLength: 80 })
  @Transform(trim)
  @MaxLength(80)
  @MinLength(1)
  @IsString()
  propertyId: string;

  @ApiProperty({ minLength: 2, maxLength: BOOKING_LIMITS.guestName })
  @Transform(trim)
  @MaxLength(BOOKING_LIMITS.guestName)
  @MinLength(2)
  @IsString()
  guestName: string;

  @ApiProperty({ format: 'email', maxLength: BOOKING_LIMITS.email })
  @Transform(lowerCaseEmail)
  @MaxLength(BOOKING_LIMITS.email)
  @IsEmail()
  guestEmail: string;

  @ApiProperty({ format: 'date', example: '2027-07-01' })
  @Matches(DATE_ONLY, { message: '$property must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true })
  checkIn: string;

  @ApiProperty({ format: 'date', example: '2027-07-08', description: 'After check-in' })
  @Matches(DATE_ONLY, { message: '$property must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true })
  checkOut: string;

  @ApiProperty({ minimum: 1, maximum: BOOKING_LIMITS.guests })
  @Max(BOOKING_LIMITS.guests)
  @Min(1)
  @IsInt()
  guests: number;

  @ApiProperty({ minimum: 0, maximum: BOOKING_LIMITS.totalPriceEur, description: 'Whole euros' })
  @Max(BOOKING_LIMITS.totalPriceEur)
  @Min(0)
  @IsInt()
  totalPriceEur: number;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  @IsIn(PAYMENT_STATUSES)
  paymentStatus: PaymentStatus;
}
