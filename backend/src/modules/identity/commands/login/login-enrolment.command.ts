import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../auth/session-issuer';
import type { SignInDevice } from '../../auth/sign-in-device';
import type { TotpSetupDto } from '../../auth/two-factor/totp-enrolment';

/** A role that requires a second factor, signing in without one: draw the authenticator secret. */
export class StartLoginEnrolmentCommand extends Command<TotpSetupDto> {
  constructor(readonly ticket: string) {
    super();
  }
}

/** ...and confirm it with its first code: the session opens, with the recovery codes to keep. */
export class CompleteLoginEnrolmentCommand extends Command<IssuedSession & { recoveryCodes: string[] }> {
  constructor(
    readonly ticket: string,
    readonly code: string,
    readonly device: SignInDevice,
  ) {
    super();
  }
}
