import { Command } from '@nestjs/cqrs';
import type { Role } from '../../../../platform/http/roles';

export class ChangeUserRoleCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly actorId: string,
  ) {
    super();
  }
}
