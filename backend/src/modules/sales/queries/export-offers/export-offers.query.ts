import { Query } from '@nestjs/cqrs';
import type { ExportedOfferDto } from './exported-offer.dto';

/** Every offer a client made, the oldest first, for their copy of their data (GDPR art. 15, 20). */
export class ExportOffersQuery extends Query<ExportedOfferDto[]> {
  constructor(readonly clientId: string) {
    super();
  }
}
