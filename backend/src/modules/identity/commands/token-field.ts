import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The token of an e-mail link (the part after `#token=`). */
export class TokenRequestDto {
  @ApiProperty({
    description: 'The token from the e-mail link (after #token=)',
    minLength: 1,
    maxLength: 128,
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  token: string;
}
