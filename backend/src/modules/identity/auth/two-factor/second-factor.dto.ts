import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SessionResponseDto } from '../session-response.dto';

const METHODS = ['totp', 'recovery_code', 'passkey'] as const;

export class SecondFactorStepDto {
  @ApiProperty({
    description: 'Single use, 5 minutes, bound to the account and the remember-me choice; not a session',
  })
  ticket: string;

  @ApiProperty({
    enum: METHODS,
    isArray: true,
    description: 'How this account may prove it (none: enrol first)',
  })
  methods: (typeof METHODS)[number][];

  @ApiProperty({ description: 'The account must set up an authenticator app before it gets a session' })
  enrolmentRequired: boolean;
}

/** The answer of a right password when the account signs in with a second factor: no session, no cookie. */
export class SecondFactorRequiredDto {
  @ApiProperty({ type: SecondFactorStepDto })
  secondFactor: SecondFactorStepDto;
}

/** A session opened by the second step; a spent recovery code says how many are left. */
export class SecondFactorSessionResponseDto extends SessionResponseDto {
  @ApiPropertyOptional({ description: 'Unused recovery codes left, when a recovery code was used' })
  recoveryCodesRemaining?: number;

  @ApiPropertyOptional({
    type: [String],
    description: 'The recovery codes of an enrolment at sign-in, shown once',
  })
  recoveryCodes?: string[];
}
