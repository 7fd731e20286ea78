import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { SessionStore } from '../../auth/session-store';
import { Passkeys } from '../../auth/two-factor/passkeys';
import { RecoveryCodes } from '../../auth/two-factor/recovery-codes';
import { TotpSecrets } from '../../auth/two-factor/totp-secrets';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { ResetTwoFactorCommand } from './reset-two-factor.command';

/**
 * Records `TwoFactorReset` (the owner as its actor) and, in its transaction, deletes the app's secret, the
 * recovery codes and the passkeys and ends every session of the account: whoever holds the lost phone is
 * out, and the person sets a second factor up again at their next sign-in (a role that requires one is led
 * through it).
 */
@CommandHandler(ResetTwoFactorCommand)
export class ResetTwoFactorHandler implements ICommandHandler<ResetTwoFactorCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly secrets: TotpSecrets,
    private readonly recoveryCodes: RecoveryCodes,
    private readonly passkeys: Passkeys,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, actorId }: ResetTwoFactorCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(userId),
      decider: userDecider(userId),
      command: { type: 'ResetTwoFactor', actorId, at: this.clock.now().toISOString() },
      retryOnConflict: true,
      inTransaction: async (em, result) => {
        if (result.events.length === 0) return;
        await this.secrets.remove(em, userId);
        await this.recoveryCodes.remove(em, userId);
        await this.passkeys.removeAll(em, userId);
        await this.sessions.revokeAll(em, userId, 'two_factor_reset');
      },
    });
  }
}
