import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { Passkeys } from '../../auth/two-factor/passkeys';
import { SecondFactor } from '../../auth/two-factor/second-factor';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { RemovePasskeyCommand } from './remove-passkey.command';

/** A role that requires a second factor keeps at least one (`two_factor_required`). */
@CommandHandler(RemovePasskeyCommand)
export class RemovePasskeyHandler implements ICommandHandler<RemovePasskeyCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly passkeys: Passkeys,
    private readonly secondFactor: SecondFactor,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, passkeyId }: RemovePasskeyCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(principal.userId),
      decider: userDecider(principal.userId),
      command: {
        type: 'RemovePasskey',
        passkeyId,
        required: this.secondFactor.required(principal.role),
        at: this.clock.now().toISOString(),
      },
      retryOnConflict: true,
      inTransaction: (em) => this.passkeys.remove(em, principal.userId, passkeyId),
    });
  }
}
