import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { toOfferDto, type OfferDto, type OfferRow } from '../offer.dto';
import { GetMyOfferQuery } from './get-my-offer.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function offerNotFound(offerId: string): DomainError {
  return new DomainError('not_found', 'offer_not_found', `Offer ${offerId} does not exist`);
}

@QueryHandler(GetMyOfferQuery)
export class GetMyOfferHandler implements IQueryHandler<GetMyOfferQuery, OfferDto & { propertyId: string }> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId, offerId }: GetMyOfferQuery): Promise<OfferDto & { propertyId: string }> {
    if (!UUID.test(offerId)) throw offerNotFound(offerId);
    const [row] = await this.em
      .fork()
      .execute<OfferRow[]>('select * from sales_offers where id = ? and client_id = ?', [
        offerId.toLowerCase(),
        clientId,
      ]);
    if (!row) throw offerNotFound(offerId);
    return { ...toOfferDto(row), propertyId: row.property_id };
  }
}
