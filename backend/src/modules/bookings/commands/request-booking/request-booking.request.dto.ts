import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { PHONE_PATTERN } from '../../../../platform/http/field-patterns';
import { trim, trimToNull } from '../../../../platform/http/input-transforms';
import { BOOKING_LIMITS } from '../../domain/booking';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class RequestBookingRequestDto {
  @ApiProperty({ enum: ['service', 'experience'] })
  @IsIn(['service', 'experience'])
  kind: 'service' | 'experience';

  @ApiProperty({ example: 'private-yacht-santander-bay', minLength: 1, maxLength: 80 })
  @Transform(trim)
  @MaxLength(80)
  @MinLength(1)
  @IsString()
  itemId: string;

  @ApiProperty({ format: 'date', example: '2027-07-01', description: 'In the future (Madrid)' })
  @Matches(DATE_ONLY, { message: '$property must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true })
  date: string;

  @ApiProperty({
    pattern: TIME.source,
    example: '10:30',
    description: 'HH:mm in Madrid: an experience’s start time, a service’s preferred time',
  })
  @Matches(TIME, { message: '$property must be a time (HH:mm)' })
  @IsString()
  time: string;

  @ApiProperty({ minimum: 1, maximum: BOOKING_LIMITS.guests })
  @Max(BOOKING_LIMITS.guests)
  @Min(1)
  @IsInt()
  guests: number;

  @ApiProperty({ pattern: PHONE_PATTERN.source, maxLength: BOOKING_LIMITS.phone })
  @Transform(trim)
  @Matches(PHONE_PATTERN, { message: 'The phone number is not valid', context: { code: 'invalid_phone' } })
  @IsString()
  phone: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BOOKING_LIMITS.notes })
  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(BOOKING_LIMITS.notes)
  @IsString()
  notes?: string | null;
}
