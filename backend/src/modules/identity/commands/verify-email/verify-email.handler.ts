import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { oneTimeTokens } from '../../auth/one-time-tokens';
import { userDecider, type UserCommand } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { isUniqueViolation } from '../../read-models/user-lookup';
import { emailTaken } from '../register/register.handler';
import { VerifyEmailCommand, type VerifiedEmail } from './verify-email.command';

/**
 * The link's token is spent in the transaction that records `EmailVerified` (or `EmailChanged`): both
 * happen or neither, and a second click finds it spent (`invalid_token`).
 */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, VerifiedEmail> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: VerifyEmailCommand): Promise<VerifiedEmail> {
    const now = this.clock.now();
    const link = await oneTimeTokens.redeemable(this.em.fork(), token, ['verify_email', 'email_change'], now);
    const at = now.toISOString();
    const command: UserCommand =
      link.purpose === 'verify_email'
        ? { type: 'VerifyEmail', email: link.email, at }
        : { type: 'ConfirmEmailChange', newEmail: link.email, at };
    try {
      await this.runner.run({
        streamId: userStreamId(link.userId),
        decider: userDecider(link.userId),
        command,
        retryOnConflict: true,
        inTransaction: (em) => oneTimeTokens.consume(em, token, now),
      });
    } catch (error) {
      // Someone registered the new address between the request and the click.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return { email: link.email, purpose: link.purpose === 'verify_email' ? 'verify_email' : 'email_change' };
  }
}
