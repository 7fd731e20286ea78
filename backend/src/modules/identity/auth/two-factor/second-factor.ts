import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { Role } from '../../../../platform/http/roles';
import { Clock } from '../../../../platform/time/clock';
import {
  parseSecondFactorCode,
  secondFactorRequired,
  type SecondFactorMethod,
} from '../../domain/two-factor-policy';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { LoginThrottle } from '../login-throttle';
import { RecoveryCodes } from './recovery-codes';
import type { SecondFactorRequiredDto } from './second-factor.dto';
import { signInTickets } from './sign-in-tickets';
import { TotpSecrets } from './totp-secrets';

export const wrongCode = (field = 'code'): DomainError =>
  new DomainError('invalid', 'invalid_two_factor_code', 'The code is not correct.', { field });

/** What a proven code tells: a recovery code was spent and this many are left. */
export interface ProvenCode {
  recoveryCodesRemaining?: number;
}

/**
 * The second factor of an account: which methods it has, whether its role needs one, and the check of a
 * code (authenticator or recovery). Wrong codes count against the sign-in limits of the account and the
 * address (`LoginThrottle`), like wrong passwords, so codes cannot be guessed from many tickets either.
 */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly em: EntityManager,
    private readonly totp: TotpSecrets,
    private readonly recoveryCodes: RecoveryCodes,
    private readonly throttle: LoginThrottle,
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  required(role: Role): boolean {
    return secondFactorRequired(role, this.config.auth.twoFactorRequiredRoles);
  }

  async methodsOf(userId: string): Promise<SecondFactorMethod[]> {
    const [row] = await this.em.fork().execute<{ totp: boolean; passkeys: string }[]>(
      `select exists (select 1 from identity_totp_secrets where user_id = ?) as totp,
         (select count(*) from identity_passkeys where user_id = ?) as passkeys`,
      [userId, userId],
    );
    const methods: SecondFactorMethod[] = row.totp ? ['totp', 'recovery_code'] : [];
    return Number(row.passkeys) > 0 ? [...methods, 'passkey'] : methods;
  }

  /**
   * After a right password: null when the account signs in with it alone, otherwise the ticket of the next
   * step (proving a second factor, or setting one up when the role requires it and the account has none).
   */
  async stepAfterPassword(
    account: { id: string; role: Role },
    remember: boolean,
  ): Promise<SecondFactorRequiredDto | null> {
    const methods = await this.methodsOf(account.id);
    if (methods.length === 0 && !this.required(account.role)) return null;
    const enrol = methods.length === 0;
    const ticket = await signInTickets.issue(this.em.fork(), {
      userId: account.id,
      purpose: enrol ? 'enrol' : 'sign_in',
      remember,
      now: this.clock.now(),
    });
    return { secondFactor: { ticket, methods, enrolmentRequired: enrol } };
  }

  /**
   * Checks a code typed by the person: an authenticator code (its time step then spent) or, where
   * `recovery` allows it, a recovery code (spent, `RecoveryCodeUsed` recorded). Throws `invalid_two_factor_code`
   * (counted as a failed sign-in) or 429 while the limits are full.
   */
  async prove(
    account: { userId: string; email: string },
    input: string,
    ip: string,
    { recovery = true, field = 'code' }: { recovery?: boolean; field?: string } = {},
  ): Promise<ProvenCode> {
    await this.throttle.check(account.email, ip);
    const code = parseSecondFactorCode(input);
    const now = this.clock.now();
    let proven: ProvenCode | null = null;
    if (code?.kind === 'totp' && (await this.totp.spend(this.em.fork(), account.userId, code.code, now))) {
      proven = {};
    } else if (code?.kind === 'recovery_code' && recovery) {
      proven = await this.spendRecoveryCode(account.userId, code.code, now);
    }
    if (!proven) {
      await this.throttle.failed(account.email, ip);
      throw wrongCode(field);
    }
    await this.throttle.succeeded(account.email, ip);
    return proven;
  }

  private async spendRecoveryCode(userId: string, code: string, now: Date): Promise<ProvenCode | null> {
    const spent: { remaining: number | null } = { remaining: null };
    await this.runner
      .run({
        streamId: userStreamId(userId),
        decider: userDecider(userId),
        retryOnConflict: true,
        // The code is spent in the transaction that records its use: both happen, or neither.
        command: async (em) => {
          spent.remaining = await this.recoveryCodes.spend(em, userId, code, now);
          if (spent.remaining === null) throw wrongCode();
          return { type: 'UseRecoveryCode' as const, remaining: spent.remaining, at: now.toISOString() };
        },
      })
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'invalid_two_factor_code') return null;
        throw error;
      });
    return spent.remaining === null ? null : { recoveryCodesRemaining: spent.remaining };
  }
}
