import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../../platform/http/input-transforms';

export const PASSKEY_NAME_MAX_LENGTH = 60;

export class RegisterPasskeyRequestDto {
  @ApiProperty({
    minLength: 1,
    maxLength: PASSKEY_NAME_MAX_LENGTH,
    description: 'e.g. "iPhone", "Office laptop"',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSKEY_NAME_MAX_LENGTH)
  name: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's answer as @simplewebauthn/browser's startRegistration() gives it",
  })
  @IsDefined()
  @IsObject()
  response: Record<string, unknown>;
}
