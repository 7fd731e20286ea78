import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../domain/password-policy';
import { lowerCaseEmail } from '../../../../platform/http/input-transforms';
import { ACCOUNT_LIMITS } from '../field-rules';

export class RequestEmailChangeRequestDto {
  @ApiProperty({ format: 'email', minLength: 1, maxLength: ACCOUNT_LIMITS.email })
  @Transform(lowerCaseEmail)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.email)
  @IsEmail({}, { message: 'The email address is not valid' })
  newEmail: string;

  @ApiProperty({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;
}
