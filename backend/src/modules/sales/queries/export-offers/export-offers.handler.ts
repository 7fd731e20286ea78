import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toOfferDto, type OfferRow } from '../offer.dto';
import { ExportOffersQuery } from './export-offers.query';
import type { ExportedOfferDto } from './exported-offer.dto';

@QueryHandler(ExportOffersQuery)
export class ExportOffersHandler implements IQueryHandler<ExportOffersQuery, ExportedOfferDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId }: ExportOffersQuery): Promise<ExportedOfferDto[]> {
    const rows = await this.em
      .fork()
      .execute<(OfferRow & { fell_through_reason: string | null })[]>(
        'select * from sales_offers where client_id = ? order by created_at, id',
        [clientId],
      );
    return rows.map((row) => {
      const { version: _version, ...offer } = toOfferDto(row);
      return { ...offer, fellThroughReason: row.fell_through_reason };
    });
  }
}
