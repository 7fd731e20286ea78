import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { CurrentPassword } from '../../auth/current-password';
import { Passkeys } from '../../auth/two-factor/passkeys';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { userLookup } from '../../read-models/user-lookup';
import { RegisterPasskeyCommand, StartPasskeyRegistrationCommand } from './register-passkey.command';

@CommandHandler(StartPasskeyRegistrationCommand)
export class StartPasskeyRegistrationHandler implements ICommandHandler<StartPasskeyRegistrationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passkeys: Passkeys,
    private readonly currentPassword: CurrentPassword,
    private readonly clock: Clock,
  ) {}

  async execute({
    principal,
    currentPassword,
    ip,
  }: StartPasskeyRegistrationCommand): Promise<PublicKeyCredentialCreationOptionsJSON> {
    await this.currentPassword.confirm(principal, currentPassword, ip);
    const em = this.em.fork();
    const user = await userLookup.byId(em, principal.userId);
    const displayName = user
      ? user.displayName || `${user.firstName} ${user.lastName}`.trim()
      : principal.email;
    return this.passkeys.registrationOptions(
      em,
      { userId: principal.userId, email: principal.email, displayName: displayName || principal.email },
      this.clock.now(),
    );
  }
}

/** The answer is verified first (its challenge spent whatever follows), then recorded with `PasskeyRegistered`. */
@CommandHandler(RegisterPasskeyCommand)
export class RegisterPasskeyHandler implements ICommandHandler<RegisterPasskeyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly runner: DeciderRunner,
    private readonly passkeys: Passkeys,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, name, response }: RegisterPasskeyCommand): Promise<string> {
    const now = this.clock.now();
    const passkey = await this.passkeys.verifyRegistration(this.em.fork(), principal.userId, response, now);
    const id = randomUUID();
    await this.runner.run({
      streamId: userStreamId(principal.userId),
      decider: userDecider(principal.userId),
      command: { type: 'RegisterPasskey', passkeyId: id, at: now.toISOString() },
      retryOnConflict: true,
      inTransaction: (em) => this.passkeys.save(em, { id, userId: principal.userId, name, passkey, now }),
    });
    return id;
  }
}
