import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { trim } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { ACCOUNT_LIMITS, OptionalDisplayName, OptionalPhone } from '../field-rules';

/** Only the fields sent change; `null` clears an optional one (display name, phone). */
export class UpdateProfileRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: ACCOUNT_LIMITS.name })
  @Transform(trim)
  @IsOptionalButNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.name)
  firstName?: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: ACCOUNT_LIMITS.name })
  @Transform(trim)
  @IsOptionalButNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.name)
  lastName?: string;

  @OptionalDisplayName()
  displayName?: string | null;

  @OptionalPhone()
  phone?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptionalButNotNull()
  @IsIn(LANGUAGES)
  language?: Language;

  @ApiPropertyOptional()
  @IsOptionalButNotNull()
  @IsBoolean()
  newsletter?: boolean;
}
