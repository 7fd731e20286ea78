import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/http/principal';

/** A new password from the profile, confirmed with the current one; the other sessions end. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly ip: string,
  ) {
    super();
  }
}
