import { Command } from '@nestjs/cqrs';

/** An owner erases a seller's personal data for good (GDPR art. 17). */
export class EraseSellerCommand extends Command<{ version: number }> {
  constructor(readonly sellerId: string) {
    super();
  }
}
