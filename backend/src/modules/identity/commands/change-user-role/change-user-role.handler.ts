import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { ChangeUserRoleCommand } from './change-user-role.command';

/**
 * Records `UserRoleChanged`; the read model changes in the same transaction and every request is
 * authorised against it, so a demotion takes effect on the account's very next request.
 */
@CommandHandler(ChangeUserRoleCommand)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRoleCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: ChangeUserRoleCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(command.userId),
      decider: userDecider(command.userId),
      command: {
        type: 'ChangeRole',
        role: command.role,
        actorId: command.actorId,
        at: this.clock.now().toISOString(),
      },
      retryOnConflict: true,
    });
  }
}
