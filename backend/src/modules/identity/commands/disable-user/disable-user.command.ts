import { Command } from '@nestjs/cqrs';

export class DisableUserCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
