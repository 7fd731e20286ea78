import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/password-policy';
import { SameAs } from '../field-rules';
import { TokenRequestDto } from '../token-field';

export class ResetPasswordRequestDto extends TokenRequestDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 8 characters' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiProperty({ description: 'The password again' })
  @IsString()
  @SameAs('password')
  confirmPassword: string;
}
