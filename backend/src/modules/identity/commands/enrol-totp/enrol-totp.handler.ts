import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentPassword } from '../../auth/current-password';
import { TotpEnrolment, type TotpSetupDto } from '../../auth/two-factor/totp-enrolment';
import { ConfirmTotpEnrolmentCommand, StartTotpEnrolmentCommand } from './enrol-totp.command';

@CommandHandler(StartTotpEnrolmentCommand)
export class StartTotpEnrolmentHandler implements ICommandHandler<StartTotpEnrolmentCommand> {
  constructor(
    private readonly currentPassword: CurrentPassword,
    private readonly enrolment: TotpEnrolment,
  ) {}

  async execute({ principal, currentPassword, ip }: StartTotpEnrolmentCommand): Promise<TotpSetupDto> {
    await this.currentPassword.confirm(principal, currentPassword, ip);
    return this.enrolment.start(principal);
  }
}

@CommandHandler(ConfirmTotpEnrolmentCommand)
export class ConfirmTotpEnrolmentHandler implements ICommandHandler<ConfirmTotpEnrolmentCommand> {
  constructor(private readonly enrolment: TotpEnrolment) {}

  execute({ principal, code }: ConfirmTotpEnrolmentCommand): Promise<string[]> {
    return this.enrolment.confirm(principal.userId, code);
  }
}
