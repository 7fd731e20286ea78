import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The ticket of the password step, as the login answered it. */
export class TicketRequestDto {
  @ApiProperty({ minLength: 1, maxLength: 64 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  ticket: string;
}

export class LoginSecondFactorRequestDto extends TicketRequestDto {
  @ApiProperty({
    minLength: 1,
    maxLength: 32,
    description: 'Six digits of the authenticator app, or a recovery code (`k7m2q-x9brt`)',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  code: string;
}
