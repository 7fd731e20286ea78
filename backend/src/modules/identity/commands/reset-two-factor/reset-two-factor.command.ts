import { Command } from '@nestjs/cqrs';

/** An owner takes away every second factor of an account whose holder lost them (phone and codes). */
export class ResetTwoFactorCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
