import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../domain/password-policy';

export class EraseAccountRequestDto {
  @ApiProperty({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: 'The current password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
