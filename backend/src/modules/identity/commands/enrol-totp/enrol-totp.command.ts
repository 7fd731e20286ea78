import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/http/principal';
import type { TotpSetupDto } from '../../auth/two-factor/totp-enrolment';

/** Settings: draw a new authenticator secret (the password confirms it is the person). */
export class StartTotpEnrolmentCommand extends Command<TotpSetupDto> {
  constructor(
    readonly principal: Principal,
    readonly currentPassword: string,
    readonly ip: string,
  ) {
    super();
  }
}

/** Settings: the first code of the new secret turns the app on; returns the recovery codes. */
export class ConfirmTotpEnrolmentCommand extends Command<string[]> {
  constructor(
    readonly principal: Principal,
    readonly code: string,
  ) {
    super();
  }
}
