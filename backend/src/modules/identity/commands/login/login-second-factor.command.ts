import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../auth/session-issuer';
import type { SignInDevice } from '../../auth/sign-in-device';

/** The second step of a sign-in: the ticket of the right password and a code (authenticator or recovery). */
export class LoginSecondFactorCommand extends Command<IssuedSession & { recoveryCodesRemaining?: number }> {
  constructor(
    readonly ticket: string,
    readonly code: string,
    readonly ip: string,
    readonly device: SignInDevice,
  ) {
    super();
  }
}
