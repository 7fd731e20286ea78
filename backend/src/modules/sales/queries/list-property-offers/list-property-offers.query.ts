import { Query } from '@nestjs/cqrs';
import type { OfferStatus } from '../../domain/sale.events';

/** An offer as the property's seller may see it: amount and status, nothing of the buyer. */
export interface ReceivedOffer {
  madeAt: string;
  /** The last round's amount, whole euros. */
  amountEur: number;
  status: OfferStatus;
}

/** The offers made on a property between `from` (included) and `to` (excluded), oldest first. */
export class ListPropertyOffersQuery extends Query<ReceivedOffer[]> {
  constructor(
    readonly propertyId: string,
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
