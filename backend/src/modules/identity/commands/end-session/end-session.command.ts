import { Command } from '@nestjs/cqrs';

/** Ends one of the account's own sessions, from its sessions list (this browser's included). */
export class EndSessionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
