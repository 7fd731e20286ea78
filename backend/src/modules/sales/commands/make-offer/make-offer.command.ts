import { Command } from '@nestjs/cqrs';
import type { Financing, OfferSource } from '../../domain/sale.events';

export interface OfferRequest {
  clientId: string;
  propertyId: string;
  amountEur: number;
  financing: Financing;
  conditions: string;
  validUntil: string;
  source: OfferSource;
}

export class MakeOfferCommand extends Command<{ offerId: string }> {
  constructor(
    readonly request: OfferRequest,
    /** A fixed id (the demo seed); a new one otherwise. */
    readonly offerId?: string,
  ) {
    super();
  }
}
