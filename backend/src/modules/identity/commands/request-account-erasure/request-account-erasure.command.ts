import { Command } from '@nestjs/cqrs';

/** The client asks for an e-mail link that erases their account, instead of giving their password. */
export class RequestAccountErasureCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
