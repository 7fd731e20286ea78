import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toAdminOffers } from '../buyers';
import type { AdminOfferListDto } from '../get-sale/sale.dto';
import type { OfferRow } from '../offer.dto';
import { ListOffersQuery } from './list-offers.query';

@QueryHandler(ListOffersQuery)
export class ListOffersHandler implements IQueryHandler<ListOffersQuery, AdminOfferListDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ status, page, pageSize }: ListOffersQuery): Promise<AdminOfferListDto> {
    const em = this.em.fork();
    const where = status === 'open' ? `where status in ('awaiting_seller', 'awaiting_buyer')` : '';
    const [{ total }] = await em.execute<{ total: string }[]>(
      `select count(*) as total from sales_offers ${where}`,
    );
    const rows = await em.execute<OfferRow[]>(
      `select * from sales_offers ${where} order by updated_at desc, id limit ? offset ?`,
      [pageSize, (page - 1) * pageSize],
    );
    return { items: await toAdminOffers(this.queries, rows), total: Number(total), page, pageSize };
  }
}
