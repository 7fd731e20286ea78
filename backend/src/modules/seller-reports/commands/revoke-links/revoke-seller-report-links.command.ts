import { Command } from '@nestjs/cqrs';

/** Staff end every report link a seller was given so far. */
export class RevokeSellerReportLinksCommand extends Command<{ generation: number }> {
  constructor(
    readonly propertyId: string,
    readonly sellerId: string,
  ) {
    super();
  }
}
