import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toOfferDto, type OfferRow } from '../offer.dto';
import { ListMyOffersQuery } from './list-my-offers.query';
import type { MyOffersDto } from './my-offers.dto';

@QueryHandler(ListMyOffersQuery)
export class ListMyOffersHandler implements IQueryHandler<ListMyOffersQuery, MyOffersDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clientId }: ListMyOffersQuery): Promise<MyOffersDto> {
    const rows = await this.em
      .fork()
      .execute<OfferRow[]>('select * from sales_offers where client_id = ? order by created_at desc, id', [
        clientId,
      ]);
    return { items: rows.map(toOfferDto) };
  }
}
