import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/http/principal';

export class RemovePasskeyCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly passkeyId: string,
  ) {
    super();
  }
}
