import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListReportableSellersQuery, type ReportableSeller } from './list-reportable-sellers.query';

@QueryHandler(ListReportableSellersQuery)
export class ListReportableSellersHandler implements IQueryHandler<
  ListReportableSellersQuery,
  ReportableSeller[]
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ onDate }: ListReportableSellersQuery): Promise<ReportableSeller[]> {
    const rows = await this.em.fork().execute<{ property_id: string; seller_id: string }[]>(
      `select s.property_id, s.seller_id from mandate_sellers s
       join mandates m on m.property_id = s.property_id
       where s.status = 'active' and m.starts_on <= ?::date and m.ends_on >= ?::date
       order by s.property_id, s.added_at, s.seller_id`,
      [onDate, onDate],
    );
    return rows.map((row) => ({ propertyId: row.property_id, sellerId: row.seller_id }));
  }
}
