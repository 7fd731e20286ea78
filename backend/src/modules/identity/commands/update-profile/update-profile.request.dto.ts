import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { ACCOUNT_LIMITS, PHONE_PATTERN, trim, trimToNull } from '../field-rules';

/** Present but not null: these fields can change but never be cleared. */
const IfPresent = () => ValidateIf((_object, value) => value !== undefined);

/** Only the fields sent change; `null` clears an optional one (display name, phone). */
export class UpdateProfileRequestDto {
  @ApiPropertyOptional({ maxLength: ACCOUNT_LIMITS.name })
  @Transform(trim)
  @IfPresent()
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.name)
  firstName?: string;

  @ApiPropertyOptional({ maxLength: ACCOUNT_LIMITS.name })
  @Transform(trim)
  @IfPresent()
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.name)
  lastName?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ACCOUNT_LIMITS.name })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(ACCOUNT_LIMITS.name)
  displayName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, pattern: PHONE_PATTERN.source })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'The phone number is not valid', context: { code: 'invalid_phone' } })
  phone?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IfPresent()
  @IsIn(LANGUAGES)
  language?: Language;

  @ApiPropertyOptional()
  @IfPresent()
  @IsBoolean()
  newsletter?: boolean;
}
