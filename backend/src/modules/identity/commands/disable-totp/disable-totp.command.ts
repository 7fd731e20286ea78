import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/http/principal';

/** Settings: turn the authenticator app off, with the password and a current code. */
export class DisableTotpCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly currentPassword: string,
    readonly code: string,
    readonly ip: string,
  ) {
    super();
  }
}
