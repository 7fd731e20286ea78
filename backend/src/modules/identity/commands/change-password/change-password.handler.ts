import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { credentials } from '../../auth/credentials';
import { CurrentPassword } from '../../auth/current-password';
import { PasswordHasher } from '../../auth/password-hasher';
import { estimatePasswordStrength } from '../../auth/password-strength';
import { SessionStore } from '../../auth/session-store';
import { assertAcceptablePassword } from '../../domain/password-policy';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { userLookup } from '../../read-models/user-lookup';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly currentPassword: CurrentPassword,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly em: EntityManager,
  ) {}

  async execute(command: ChangePasswordCommand): Promise<void> {
    const { principal } = command;
    await this.currentPassword.confirm(principal, command.currentPassword, command.ip);
    const user = await userLookup.byId(this.em.fork(), principal.userId);
    await assertAcceptablePassword(
      command.newPassword,
      {
        email: principal.email,
        names: [user?.firstName, user?.lastName, user?.displayName],
        estimate: estimatePasswordStrength,
      },
      'newPassword',
    );
    const passwordHash = await this.hasher.hash(command.newPassword);
    const now = this.clock.now();
    await this.runner.run({
      streamId: userStreamId(principal.userId),
      decider: userDecider(principal.userId),
      command: { type: 'ChangePassword', at: now.toISOString() },
      retryOnConflict: true,
      inTransaction: async (em) => {
        await credentials.set(em, principal.userId, passwordHash, now);
        // Whoever else may know the old password is signed out; this device stays signed in.
        await this.sessions.revokeAll(em, principal.userId, 'password_changed', principal.sessionId);
      },
    });
  }
}
