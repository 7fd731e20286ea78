import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { userLookup } from '../../read-models/user-lookup';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/**
 * Records `PasswordResetRequested` for an existing, active account; the mail job creates the one-hour link.
 * For an unknown address nothing happens, and the HTTP answer is the same either way.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(command: RequestPasswordResetCommand): Promise<void> {
    const user = await userLookup.byEmail(this.em.fork(), command.email);
    if (!user) return;
    await this.runner.run({
      streamId: userStreamId(user.id),
      decider: userDecider(user.id),
      command: {
        type: 'RequestPasswordReset',
        language: command.language,
        at: this.clock.now().toISOString(),
      },
      retryOnConflict: true,
    });
  }
}
