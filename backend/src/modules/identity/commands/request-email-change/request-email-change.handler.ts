import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { CurrentPassword } from '../../auth/current-password';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { normalizeEmail, userLookup } from '../../read-models/user-lookup';
import { emailTaken } from '../register/register.handler';
import { RequestEmailChangeCommand } from './request-email-change.command';

/**
 * Records `EmailChangeRequested`; the mail job sends a verification link to the new address. The account
 * keeps its current address (and signs in with it) until the link is followed.
 */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly currentPassword: CurrentPassword,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(command: RequestEmailChangeCommand): Promise<void> {
    const { principal } = command;
    await this.currentPassword.confirm(principal, command.currentPassword, command.ip);
    const newEmail = normalizeEmail(command.newEmail);
    if (newEmail !== principal.email && (await userLookup.isTaken(this.em.fork(), newEmail)))
      throw emailTaken();
    await this.runner.run({
      streamId: userStreamId(principal.userId),
      decider: userDecider(principal.userId),
      command: { type: 'RequestEmailChange', newEmail, at: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
  }
}
