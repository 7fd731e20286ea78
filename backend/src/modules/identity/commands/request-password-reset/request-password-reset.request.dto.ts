import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { lowerCaseEmail } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { ACCOUNT_LIMITS } from '../field-rules';

export class RequestPasswordResetRequestDto {
  @ApiProperty({ format: 'email', minLength: 1, maxLength: ACCOUNT_LIMITS.email })
  @Transform(lowerCaseEmail)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.email)
  @IsEmail({}, { message: 'The email address is not valid' })
  email: string;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'es', description: 'Language of the e-mail' })
  @IsOptionalButNotNull()
  @IsIn(LANGUAGES)
  language?: Language;
}
