import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';

export class StartPasskeyLoginRequestDto {
  @ApiPropertyOptional({ maxLength: 64, description: 'The ticket of the password step, when there was one' })
  @IsOptionalButNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  ticket?: string;
}

export class LoginWithPasskeyRequestDto extends StartPasskeyLoginRequestDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The browser's answer as @simplewebauthn/browser's startAuthentication() gives it",
  })
  @IsDefined()
  @IsObject()
  response: Record<string, unknown>;

  @ApiPropertyOptional({ default: false, description: 'Keep the session when the browser closes (30 days)' })
  @IsOptionalButNotNull()
  @IsBoolean()
  rememberMe?: boolean;
}
