import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/http/principal';

/** Moves the account to a new address once a link sent there is followed. */
export class RequestEmailChangeCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly newEmail: string,
    readonly currentPassword: string,
    readonly ip: string,
  ) {
    super();
  }
}
