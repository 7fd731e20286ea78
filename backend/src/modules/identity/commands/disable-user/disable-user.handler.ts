import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { SessionStore } from '../../auth/session-store';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { DisableUserCommand } from './disable-user.command';

/** Records `UserDisabled` and ends every session of the account in the same transaction. */
@CommandHandler(DisableUserCommand)
export class DisableUserHandler implements ICommandHandler<DisableUserCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: DisableUserCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(command.userId),
      decider: userDecider(command.userId),
      command: { type: 'DisableUser', actorId: command.actorId, at: this.clock.now().toISOString() },
      retryOnConflict: true,
      inTransaction: (em) => this.sessions.revokeAll(em, command.userId, 'account_disabled'),
    });
  }
}
