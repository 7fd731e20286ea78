import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../domain/password-policy';
import { lowerCaseEmail } from '../../../../platform/http/input-transforms';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { ACCOUNT_LIMITS } from '../field-rules';

export class LoginRequestDto {
  @ApiProperty({ format: 'email', minLength: 1, maxLength: ACCOUNT_LIMITS.email })
  @Transform(lowerCaseEmail)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.email)
  @IsEmail({}, { message: 'The email address is not valid' })
  email: string;

  @ApiProperty({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiPropertyOptional({ default: false, description: 'Keep the session when the browser closes (30 days)' })
  @IsOptionalButNotNull()
  @IsBoolean()
  rememberMe?: boolean;
}
