import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { SessionIssuer, type IssuedSession } from '../../auth/session-issuer';
import { signInTickets, ticketInvalid, type SignInTicket } from '../../auth/two-factor/sign-in-tickets';
import { TotpEnrolment, type TotpSetupDto } from '../../auth/two-factor/totp-enrolment';
import { userLookup } from '../../read-models/user-lookup';
import type { UserReadModel } from '../../read-models/user.read-model';
import { CompleteLoginEnrolmentCommand, StartLoginEnrolmentCommand } from './login-enrolment.command';

/** The account of an enrolment ticket, while it may still sign in. */
async function enrollingAccount(
  em: EntityManager,
  ticket: string,
  now: Date,
): Promise<{ ticket: SignInTicket; user: UserReadModel }> {
  const redeemable = await signInTickets.redeemable(em, ticket, 'enrol', now);
  const user = await userLookup.byId(em, redeemable.userId);
  if (!user) throw ticketInvalid();
  if (user.status === 'disabled') {
    throw new DomainError('forbidden', 'account_disabled', 'This account has been disabled.');
  }
  return { ticket: redeemable, user };
}

@CommandHandler(StartLoginEnrolmentCommand)
export class StartLoginEnrolmentHandler implements ICommandHandler<StartLoginEnrolmentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly enrolment: TotpEnrolment,
    private readonly clock: Clock,
  ) {}

  async execute(command: StartLoginEnrolmentCommand): Promise<TotpSetupDto> {
    const { user } = await enrollingAccount(this.em.fork(), command.ticket, this.clock.now());
    return this.enrolment.start({ userId: user.id, email: user.email });
  }
}

/** Wrong codes count on the ticket as at the second step: the fifth ends it. */
@CommandHandler(CompleteLoginEnrolmentCommand)
export class CompleteLoginEnrolmentHandler implements ICommandHandler<CompleteLoginEnrolmentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly enrolment: TotpEnrolment,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(
    command: CompleteLoginEnrolmentCommand,
  ): Promise<IssuedSession & { recoveryCodes: string[] }> {
    const em = this.em.fork();
    const { ticket, user } = await enrollingAccount(em, command.ticket, this.clock.now());
    let recoveryCodes: string[];
    try {
      recoveryCodes = await this.enrolment.confirm(user.id, command.code);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'invalid_two_factor_code') {
        if (!(await signInTickets.wrongCode(em, command.ticket, this.clock.now()))) throw ticketInvalid();
      }
      throw error;
    }
    await signInTickets.spend(em, command.ticket, this.clock.now());
    return { ...(await this.sessions.open(user.id, ticket.remember, command.device)), recoveryCodes };
  }
}
