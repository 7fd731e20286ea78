import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OfferStatus } from '../../domain/sale.events';
import { ListPropertyOffersQuery, type ReceivedOffer } from './list-property-offers.query';

@QueryHandler(ListPropertyOffersQuery)
export class ListPropertyOffersHandler implements IQueryHandler<ListPropertyOffersQuery, ReceivedOffer[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ propertyId, from, to }: ListPropertyOffersQuery): Promise<ReceivedOffer[]> {
    const rows = await this.em
      .fork()
      .execute<{ created_at: Date; amount_eur: number; status: OfferStatus }[]>(
        `select created_at, amount_eur, status from sales_offers
       where property_id = ? and created_at >= ? and created_at < ?
       order by created_at, id`,
        [propertyId, from, to],
      );
    return rows.map((row) => ({
      madeAt: new Date(row.created_at).toISOString(),
      amountEur: Number(row.amount_eur),
      status: row.status,
    }));
  }
}
