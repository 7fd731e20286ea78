import type { QueryBus } from '@nestjs/cqrs';
import { GetMyOfferQuery } from '../../queries/get-my-offer/get-my-offer.query';
import type { OfferDto } from '../../queries/offer.dto';

/** The client's offer as the answer of their step shows it. */
export async function clientOffer(queries: QueryBus, clientId: string, offerId: string): Promise<OfferDto> {
  const { propertyId: _propertyId, ...offer } = await queries.execute(new GetMyOfferQuery(clientId, offerId));
  return offer;
}
