import { Command } from '@nestjs/cqrs';

/** Ends every session of the account, on every device. */
export class LogoutEverywhereCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
