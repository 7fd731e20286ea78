import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { CurrentPassword } from '../../auth/current-password';
import { RecoveryCodes } from '../../auth/two-factor/recovery-codes';
import { SecondFactor } from '../../auth/two-factor/second-factor';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { RegenerateRecoveryCodesCommand } from './regenerate-recovery-codes.command';

@CommandHandler(RegenerateRecoveryCodesCommand)
export class RegenerateRecoveryCodesHandler implements ICommandHandler<RegenerateRecoveryCodesCommand> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly currentPassword: CurrentPassword,
    private readonly secondFactor: SecondFactor,
    private readonly recoveryCodes: RecoveryCodes,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, currentPassword, code, ip }: RegenerateRecoveryCodesCommand): Promise<string[]> {
    await this.currentPassword.confirm(principal, currentPassword, ip);
    await this.secondFactor.prove(principal, code, ip, { recovery: false });
    const now = this.clock.now();
    const codes: string[] = [];
    await this.runner.run({
      streamId: userStreamId(principal.userId),
      decider: userDecider(principal.userId),
      command: { type: 'RegenerateRecoveryCodes', at: now.toISOString() },
      retryOnConflict: true,
      inTransaction: async (em) => {
        codes.splice(0, codes.length, ...(await this.recoveryCodes.replace(em, principal.userId, now)));
      },
    });
    return codes;
  }
}
