import { ApiProperty } from '@nestjs/swagger';

/** WebAuthn options for the browser, as @simplewebauthn/browser takes them (`optionsJSON`). */
export class PasskeyOptionsDto {
  @ApiProperty({ type: 'object', additionalProperties: true })
  options: Record<string, unknown>;
}
