import { Command } from '@nestjs/cqrs';

/** Ends the session of this browser (the one its refresh cookie belongs to). */
export class LogoutCommand extends Command<void> {
  constructor(readonly refreshToken: string | undefined) {
    super();
  }
}
