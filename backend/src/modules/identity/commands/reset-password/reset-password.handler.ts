import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { credentials } from '../../auth/credentials';
import { oneTimeTokens } from '../../auth/one-time-tokens';
import { PasswordHasher } from '../../auth/password-hasher';
import { estimatePasswordStrength } from '../../auth/password-strength';
import { SessionStore } from '../../auth/session-store';
import { assertAcceptablePassword } from '../../domain/password-policy';
import { invalidToken, userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { userLookup } from '../../read-models/user-lookup';
import { ResetPasswordCommand } from './reset-password.command';

/**
 * One transaction: `PasswordReset` is recorded, the link is spent (and every other reset link of the
 * account voided), the new hash stored and every session of the account revoked.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<void> {
    const now = this.clock.now();
    const em = this.em.fork();
    const link = await oneTimeTokens.redeemable(em, token, ['password_reset'], now);
    const user = await userLookup.byId(em, link.userId);
    if (!user) throw invalidToken();
    await assertAcceptablePassword(password, {
      email: user.email,
      names: [user.firstName, user.lastName, user.displayName],
      estimate: estimatePasswordStrength,
    });
    const passwordHash = await this.hasher.hash(password);
    await this.runner.run({
      streamId: userStreamId(link.userId),
      decider: userDecider(link.userId),
      command: { type: 'ResetPassword', at: now.toISOString() },
      retryOnConflict: true,
      inTransaction: async (tx) => {
        await oneTimeTokens.consume(tx, token, now);
        await oneTimeTokens.voidAll(tx, link.userId, 'password_reset', now);
        await credentials.set(tx, link.userId, passwordHash, now);
        await this.sessions.revokeAll(tx, link.userId, 'password_reset');
      },
    });
  }
}
