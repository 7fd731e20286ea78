import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { SessionIssuer, type IssuedSession } from '../../auth/session-issuer';
import { Passkeys } from '../../auth/two-factor/passkeys';
import { signInTickets, ticketInvalid } from '../../auth/two-factor/sign-in-tickets';
import { userLookup } from '../../read-models/user-lookup';
import { LoginWithPasskeyCommand, StartPasskeyLoginCommand } from './login-with-passkey.command';

@CommandHandler(StartPasskeyLoginCommand)
export class StartPasskeyLoginHandler implements ICommandHandler<StartPasskeyLoginCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passkeys: Passkeys,
    private readonly clock: Clock,
  ) {}

  async execute(command: StartPasskeyLoginCommand): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const em = this.em.fork();
    const now = this.clock.now();
    const ticket = command.ticket ? await signInTickets.redeemable(em, command.ticket, 'sign_in', now) : null;
    return this.passkeys.authenticationOptions(em, ticket?.userId ?? null, now);
  }
}

/**
 * Without a ticket, the passkey is the whole sign-in: it must have verified the person (PIN, face or
 * fingerprint on the device: something they have and something they know or are). After a password, the
 * passkey must be one of that account's, and the ticket is spent.
 */
@CommandHandler(LoginWithPasskeyCommand)
export class LoginWithPasskeyHandler implements ICommandHandler<LoginWithPasskeyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passkeys: Passkeys,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(command: LoginWithPasskeyCommand): Promise<IssuedSession> {
    const em = this.em.fork();
    const now = this.clock.now();
    const ticket = command.ticket ? await signInTickets.redeemable(em, command.ticket, 'sign_in', now) : null;
    const proof = await this.passkeys.authenticate(em, command.response, now);
    if (
      ticket ? proof.userId !== ticket.userId || proof.challengeUserId !== ticket.userId : !proof.userVerified
    ) {
      throw new DomainError(
        'invalid',
        'passkey_not_verified',
        'The passkey could not be confirmed. Please try again.',
      );
    }
    const user = await userLookup.byId(em, proof.userId);
    if (!user) throw ticketInvalid();
    if (user.status === 'disabled') {
      throw new DomainError('forbidden', 'account_disabled', 'This account has been disabled.');
    }
    if (ticket && command.ticket) await signInTickets.spend(em, command.ticket, now);
    return this.sessions.open(user.id, ticket ? ticket.remember : command.rememberMe, command.device);
  }
}
