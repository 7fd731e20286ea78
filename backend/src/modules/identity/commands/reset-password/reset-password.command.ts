import { Command } from '@nestjs/cqrs';

/** Sets a new password with the token of a reset link; every session of the account ends. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
