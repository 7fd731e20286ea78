import { Command } from '@nestjs/cqrs';

export class EnableUserCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
