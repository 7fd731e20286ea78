import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { DeferredCommands } from '../../auth/deferred-commands';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { userLookup } from '../../read-models/user-lookup';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/**
 * Accepts the request at once and records it afterwards: `PasswordResetRequested` for an existing, active
 * account (the mail job then creates the one-hour link), nothing for an unknown address. Looking the
 * address up and recording the event take measurably longer than finding nobody, so the answer never waits
 * for them: its content and its timing are the same whether or not the address has an account.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly deferred: DeferredCommands,
  ) {}

  execute(command: RequestPasswordResetCommand): Promise<void> {
    const at = this.clock.now().toISOString();
    this.deferred.defer('Recording a password reset request', () => this.record(command, at));
    return Promise.resolve();
  }

  private async record(command: RequestPasswordResetCommand, at: string): Promise<void> {
    const user = await userLookup.byEmail(this.em.fork(), command.email);
    if (!user) return;
    await this.runner.run({
      streamId: userStreamId(user.id),
      decider: userDecider(user.id),
      command: { type: 'RequestPasswordReset', language: command.language, at },
      retryOnConflict: true,
    });
  }
}
