import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../auth/session-issuer';
import type { SecondFactorRequiredDto } from '../../auth/two-factor/second-factor.dto';
import type { SignInDevice } from '../../auth/sign-in-device';

/** A session, or the ticket of the second step when the account signs in with a second factor. */
export type LoginOutcome = IssuedSession | SecondFactorRequiredDto;

export class LoginCommand extends Command<LoginOutcome> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly rememberMe: boolean,
    /** The client's address: failed attempts are counted per address and per account-and-address. */
    readonly ip: string,
    /** The browser signing in: its sessions list names it, and staff hear of a new one. */
    readonly device: SignInDevice,
  ) {
    super();
  }
}
