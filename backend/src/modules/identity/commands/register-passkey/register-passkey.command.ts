import { Command } from '@nestjs/cqrs';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { Principal } from '../../../../platform/http/principal';

/**
 * Settings: a challenge for a new passkey of the signed-in account, once its password is confirmed again (a
 * passkey signs in on its own, so a session left open must not be enough to add one).
 */
export class StartPasskeyRegistrationCommand extends Command<PublicKeyCredentialCreationOptionsJSON> {
  constructor(
    readonly principal: Principal,
    readonly currentPassword: string,
    /** The client's address: wrong passwords count against the sign-in limits. */
    readonly ip: string,
  ) {
    super();
  }
}

/** Settings: the browser's answer; the passkey is kept under the name the person gave it. Returns its id. */
export class RegisterPasskeyCommand extends Command<string> {
  constructor(
    readonly principal: Principal,
    readonly name: string,
    readonly response: Record<string, unknown>,
  ) {
    super();
  }
}
