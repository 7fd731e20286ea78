import { ApiProperty } from '@nestjs/swagger';

export class PasskeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastUsedAt: string | null;
}

/** The second factor of the signed-in account, as Settings shows it (no secret). */
export class TwoFactorStatusDto {
  @ApiProperty({ description: 'The role signs in with a second factor and may not drop the last one' })
  required: boolean;

  @ApiProperty({ description: 'An authenticator app is on' })
  totp: boolean;

  @ApiProperty({ description: 'Unused recovery codes' })
  recoveryCodesRemaining: number;

  @ApiProperty({ type: [PasskeyDto] })
  passkeys: PasskeyDto[];
}
