import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { credentials } from '../../auth/credentials';
import { LoginThrottle } from '../../auth/login-throttle';
import { PasswordHasher } from '../../auth/password-hasher';
import { SessionIssuer } from '../../auth/session-issuer';
import { SecondFactor } from '../../auth/two-factor/second-factor';
import { normalizeEmail, userLookup } from '../../read-models/user-lookup';
import { LoginCommand, type LoginOutcome } from './login.command';

/**
 * One answer for an unknown address and a wrong password (`invalid_credentials`, 'Email o contraseña
 * incorrectos'), after the same argon2 work in both cases, so neither the text nor the time tells whether
 * an account exists. Whether an account is disabled is only said to someone who knows its password.
 * An account with a second factor (or whose role requires one) gets a ticket for the next step instead of
 * a session.
 */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, LoginOutcome> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
    private readonly secondFactor: SecondFactor,
  ) {}

  async execute(command: LoginCommand): Promise<LoginOutcome> {
    const email = normalizeEmail(command.email);
    await this.throttle.check(email, command.ip);
    const em = this.em.fork();
    const user = await userLookup.byEmail(em, email);
    const hash = user ? await credentials.hashOf(em, user.id) : null;
    const valid = hash
      ? await this.hasher.verify(hash, command.password)
      : await this.hasher.verifyNothing(command.password);
    if (!user || !hash || !valid) {
      await this.throttle.failed(email, command.ip);
      throw new DomainError('unauthenticated', 'invalid_credentials', 'Incorrect email or password.');
    }
    await this.throttle.succeeded(email, command.ip);
    if (user.status === 'disabled') {
      throw new DomainError('forbidden', 'account_disabled', 'This account has been disabled.');
    }
    if (this.hasher.needsRehash(hash)) {
      await credentials.set(em, user.id, await this.hasher.hash(command.password), this.clock.now());
    }
    const nextStep = await this.secondFactor.stepAfterPassword(user, command.rememberMe);
    if (nextStep) return nextStep;
    return this.sessions.open(user.id, command.rememberMe, command.device);
  }
}
