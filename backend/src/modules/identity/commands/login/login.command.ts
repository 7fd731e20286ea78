import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../auth/session-issuer';
import type { SignInDevice } from '../../auth/sign-in-device';

export class LoginCommand extends Command<IssuedSession> {
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
