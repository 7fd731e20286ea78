import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiProperty } from '@nestjs/swagger';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { TWO_FACTOR_POLICY, parseSecondFactorCode } from '../../domain/two-factor-policy';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { RecoveryCodes } from './recovery-codes';
import { wrongCode } from './second-factor';
import { newTotpSecret, totpEnrolment, totpStepOf } from './totp';
import { TotpSecrets } from './totp-secrets';

/** What the person needs to add the account to an authenticator app. */
export class TotpSetupDto {
  @ApiProperty({ description: 'The secret in base32, for typing it into the app by hand' })
  secret: string;

  @ApiProperty({ description: 'The otpauth:// address the QR code carries' })
  uri: string;

  @ApiProperty({ description: 'The QR code as an SVG document' })
  qrSvg: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Single-use codes, shown this once' })
  recoveryCodes: string[];
}

/**
 * Setting up an authenticator app, from Settings or at sign-in: the server draws the secret and keeps it
 * pending; the first right code makes it the account's (`TwoFactorEnabled`) with ten new recovery codes.
 */
@Injectable()
export class TotpEnrolment {
  constructor(
    private readonly em: EntityManager,
    private readonly secrets: TotpSecrets,
    private readonly recoveryCodes: RecoveryCodes,
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async start(account: { userId: string; email: string }): Promise<TotpSetupDto> {
    const secret = newTotpSecret();
    await this.secrets.savePending(this.em.fork(), account.userId, secret, this.clock.now());
    return { secret, ...(await totpEnrolment(secret, account.email)) };
  }

  /** Confirms the pending secret with its first code; returns the new recovery codes. */
  async confirm(userId: string, input: string): Promise<string[]> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - TWO_FACTOR_POLICY.enrolmentSeconds * 1000);
    const secret = await this.secrets.pending(this.em.fork(), userId, since);
    if (!secret) {
      throw new DomainError(
        'conflict',
        'two_factor_setup_expired',
        'The setup has expired. Please start again.',
      );
    }
    const code = parseSecondFactorCode(input);
    const step = code?.kind === 'totp' ? totpStepOf(secret, code.code, now) : null;
    if (step === null) throw wrongCode();
    let codes: string[] = [];
    await this.runner.run({
      streamId: userStreamId(userId),
      decider: userDecider(userId),
      command: { type: 'EnableTotp', at: now.toISOString() },
      retryOnConflict: true,
      inTransaction: async (em) => {
        await this.secrets.confirm(em, userId, secret, step, now);
        codes = await this.recoveryCodes.replace(em, userId, now);
      },
    });
    return codes;
  }
}
