import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PHONE_PATTERN } from '../../../../platform/http/field-patterns';
import { trim } from '../../../../platform/http/input-transforms';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';

/** Null, like an empty or missing value, says "not given": the inquiry's own shape has nulls there. */
const trimOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value;

/** The same rules the contact form checks in the browser. */
export const INQUIRY_LIMITS = { name: 120, email: 254, subject: 150, message: 5000 } as const;

export class SendInquiryRequestDto {
  @ApiProperty({ minLength: 1, maxLength: INQUIRY_LIMITS.name })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(INQUIRY_LIMITS.name)
  name: string;

  @ApiProperty({ format: 'email', minLength: 1, maxLength: INQUIRY_LIMITS.email })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(INQUIRY_LIMITS.email)
  @IsEmail({}, { message: 'The email address is not valid' })
  email: string;

  @ApiPropertyOptional({ pattern: PHONE_PATTERN.source, nullable: true })
  @Transform(trimOrNull)
  @IsOptional()
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'The phone number is not valid', context: { code: 'invalid_phone' } })
  phone?: string;

  @ApiPropertyOptional({
    maxLength: INQUIRY_LIMITS.subject,
    description: 'Required on the contact page',
    nullable: true,
  })
  @Transform(trimOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(INQUIRY_LIMITS.subject)
  subject?: string;

  @ApiProperty({ minLength: 1, maxLength: INQUIRY_LIMITS.message })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(INQUIRY_LIMITS.message)
  message: string;

  @ApiPropertyOptional({ description: 'The property the inquiry is about', nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'propertyId is not a property id' })
  propertyId?: string;

  @ApiProperty({ enum: LANGUAGES, description: 'Language to answer in' })
  @IsIn(LANGUAGES)
  language: Language;
}

export class SendInquiryResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
}
