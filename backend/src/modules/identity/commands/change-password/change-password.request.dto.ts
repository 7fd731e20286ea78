import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/password-policy';
import { SameAs } from '../field-rules';

export class ChangePasswordRequestDto {
  @ApiProperty({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 8 characters' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword: string;

  @ApiProperty({ description: 'The new password again' })
  @IsString()
  @SameAs('newPassword')
  confirmPassword: string;
}
