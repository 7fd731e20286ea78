import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/http/principal';

/** Settings: ten new recovery codes in place of the old ones, with the password and a current code. */
export class RegenerateRecoveryCodesCommand extends Command<string[]> {
  constructor(
    readonly principal: Principal,
    readonly currentPassword: string,
    readonly code: string,
    readonly ip: string,
  ) {
    super();
  }
}
