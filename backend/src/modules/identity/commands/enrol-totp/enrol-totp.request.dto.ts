import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../domain/password-policy';

export class CurrentPasswordRequestDto {
  @ApiProperty({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;
}

export class TwoFactorCodeRequestDto {
  @ApiProperty({ minLength: 1, maxLength: 32, description: 'Six digits of the authenticator app' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  code: string;
}

/** The password and a current code: turning the app off, new recovery codes. */
export class PasswordAndCodeRequestDto extends CurrentPasswordRequestDto {
  @ApiProperty({ minLength: 1, maxLength: 32, description: 'Six digits of the authenticator app' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  code: string;
}
