import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { SessionIssuer, type IssuedSession } from '../../auth/session-issuer';
import { SecondFactor } from '../../auth/two-factor/second-factor';
import { signInTickets, ticketInvalid } from '../../auth/two-factor/sign-in-tickets';
import { userLookup } from '../../read-models/user-lookup';
import { LoginSecondFactorCommand } from './login-second-factor.command';

/**
 * A right code spends the ticket and opens the session with the remember-me choice of the password step. A
 * wrong one is counted on the ticket (the fifth ends it: `sign_in_ticket_invalid`, the person starts again
 * with the password) and against the sign-in limits of the account and the address.
 */
@CommandHandler(LoginSecondFactorCommand)
export class LoginSecondFactorHandler implements ICommandHandler<LoginSecondFactorCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly secondFactor: SecondFactor,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(
    command: LoginSecondFactorCommand,
  ): Promise<IssuedSession & { recoveryCodesRemaining?: number }> {
    const em = this.em.fork();
    const ticket = await signInTickets.redeemable(em, command.ticket, 'sign_in', this.clock.now());
    const user = await userLookup.byId(em, ticket.userId);
    if (!user) throw ticketInvalid();
    if (user.status === 'disabled') {
      throw new DomainError('forbidden', 'account_disabled', 'This account has been disabled.');
    }
    let proven;
    try {
      proven = await this.secondFactor.prove(
        { userId: user.id, email: user.email },
        command.code,
        command.ip,
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'invalid_two_factor_code') {
        const alive = await signInTickets.wrongCode(em, command.ticket, this.clock.now());
        if (!alive) throw ticketInvalid();
      }
      throw error;
    }
    await signInTickets.spend(em, command.ticket, this.clock.now());
    const issued = await this.sessions.open(user.id, ticket.remember, command.device);
    return { ...issued, ...proven };
  }
}
