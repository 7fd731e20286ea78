import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { IssuedSession } from '../../auth/session-issuer';
import type { SignInDevice } from '../../auth/sign-in-device';

/** A challenge for a passkey sign-in: any passkey of the site, or, with a ticket, one of that account's. */
export class StartPasskeyLoginCommand extends Command<PublicKeyCredentialRequestOptionsJSON> {
  constructor(readonly ticket: string | null) {
    super();
  }
}

/** The browser's signed answer: alone (a passkey with user verification is two factors), or after a password. */
export class LoginWithPasskeyCommand extends Command<IssuedSession> {
  constructor(
    readonly response: Record<string, unknown>,
    readonly ticket: string | null,
    readonly rememberMe: boolean,
    readonly device: SignInDevice,
  ) {
    super();
  }
}
