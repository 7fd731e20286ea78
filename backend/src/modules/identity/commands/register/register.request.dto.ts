import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/password-policy';
import { lowerCaseEmail, trim } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { ACCOUNT_LIMITS, OptionalDisplayName, OptionalPhone, SameAs } from '../field-rules';

export class RegisterRequestDto {
  @ApiProperty({ format: 'email', minLength: 1, maxLength: ACCOUNT_LIMITS.email })
  @Transform(lowerCaseEmail)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.email)
  @IsEmail({}, { message: 'The email address is not valid' })
  email: string;

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description:
      'Any characters; refused (weak_password) when it is too easy to guess: common, built on the address or the names, a single word, a pattern or a date',
  })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 8 characters' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiProperty({ description: 'The password again' })
  @IsString()
  @SameAs('password')
  confirmPassword: string;

  @ApiProperty({ minLength: 1, maxLength: ACCOUNT_LIMITS.name })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.name)
  firstName: string;

  @ApiProperty({ minLength: 1, maxLength: ACCOUNT_LIMITS.name })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.name)
  lastName: string;

  @OptionalDisplayName()
  displayName?: string | null;

  @OptionalPhone()
  phone?: string | null;

  @ApiProperty({ enum: [true], description: 'The terms must be accepted' })
  @Equals(true, { message: 'The terms must be accepted', context: { code: 'terms_not_accepted' } })
  acceptTerms: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptionalButNotNull()
  @IsBoolean()
  newsletter?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'es', description: 'Language of the e-mails' })
  @IsOptionalButNotNull()
  @IsIn(LANGUAGES)
  language?: Language;

  @ApiPropertyOptional({ default: false, description: 'Keep the session when the browser closes' })
  @IsOptionalButNotNull()
  @IsBoolean()
  rememberMe?: boolean;
}
