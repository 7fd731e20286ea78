import { Query } from '@nestjs/cqrs';
import type { OfferDto } from '../offer.dto';

/** One of a client's offers; anyone else's (or an unknown id) is 404 offer_not_found. */
export class GetMyOfferQuery extends Query<OfferDto & { propertyId: string }> {
  constructor(
    readonly clientId: string,
    readonly offerId: string,
  ) {
    super();
  }
}
