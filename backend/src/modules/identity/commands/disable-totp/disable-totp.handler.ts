import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { CurrentPassword } from '../../auth/current-password';
import { RecoveryCodes } from '../../auth/two-factor/recovery-codes';
import { SecondFactor } from '../../auth/two-factor/second-factor';
import { TotpSecrets } from '../../auth/two-factor/totp-secrets';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { DisableTotpCommand } from './disable-totp.command';

/**
 * The secret and the recovery codes go with `TwoFactorDisabled`. A role that requires a second factor may
 * not drop its last one (`two_factor_required`): it sets up the app again instead, or keeps a passkey.
 */
@CommandHandler(DisableTotpCommand)
export class DisableTotpHandler implements ICommandHandler<DisableTotpCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly currentPassword: CurrentPassword,
    private readonly secondFactor: SecondFactor,
    private readonly secrets: TotpSecrets,
    private readonly recoveryCodes: RecoveryCodes,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, currentPassword, code, ip }: DisableTotpCommand): Promise<void> {
    await this.currentPassword.confirm(principal, currentPassword, ip);
    await this.secondFactor.prove(principal, code, ip, { recovery: false });
    await this.runner.run({
      streamId: userStreamId(principal.userId),
      decider: userDecider(principal.userId),
      command: {
        type: 'DisableTotp',
        required: this.secondFactor.required(principal.role),
        at: this.clock.now().toISOString(),
      },
      retryOnConflict: true,
      inTransaction: async (em) => {
        await this.secrets.remove(em, principal.userId);
        await this.recoveryCodes.remove(em, principal.userId);
      },
    });
  }
}
