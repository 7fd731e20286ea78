import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { credentials } from '../../auth/credentials';
import { PasswordHasher } from '../../auth/password-hasher';
import { estimatePasswordStrength } from '../../auth/password-strength';
import { assertAcceptablePassword } from '../../domain/password-policy';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { isUniqueViolation, normalizeEmail, userLookup } from '../../read-models/user-lookup';
import { RegisterCommand } from './register.command';

export const emailTaken = (): DomainError =>
  new DomainError('conflict', 'email_taken', 'This email is already registered.', { field: 'email' });

/**
 * Records `UserRegistered` and stores the password's argon2id hash in the same transaction (never in the
 * event). The welcome mail with the verification link follows from the event through the job reactor.
 */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand, { userId: string }> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly em: EntityManager,
  ) {}

  async execute({ registration }: RegisterCommand): Promise<{ userId: string }> {
    const email = normalizeEmail(registration.email);
    const { firstName, lastName, displayName } = registration;
    await assertAcceptablePassword(registration.password, {
      email,
      names: [firstName, lastName, displayName],
      estimate: estimatePasswordStrength,
    });
    // Answer a taken address before spending time on the hash; the unique index still decides races.
    if (await userLookup.isTaken(this.em.fork(), email)) throw emailTaken();
    const passwordHash = await this.hasher.hash(registration.password);
    const userId = randomUUID();
    const now = this.clock.now();
    try {
      await this.runner.run({
        streamId: userStreamId(userId),
        decider: userDecider(userId),
        command: {
          type: 'RegisterUser',
          userId,
          email,
          role: registration.role,
          emailVerified: registration.emailVerified,
          firstName: registration.firstName,
          lastName: registration.lastName,
          displayName: registration.displayName,
          phone: registration.phone,
          language: registration.language,
          newsletter: registration.newsletter,
          termsAcceptedAt: registration.termsAccepted ? now.toISOString() : null,
          source: registration.source,
          registeredAt: now.toISOString(),
        },
        inTransaction: (em) => credentials.set(em, userId, passwordHash, now),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return { userId };
  }
}
