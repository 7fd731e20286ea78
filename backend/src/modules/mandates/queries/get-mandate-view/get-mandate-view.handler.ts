import { QueryHandler, QueryBus, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdminGetPropertyQuery } from '../../../catalogue';
import { maskEmail, maskPhone } from '../../domain/contact-masks';
import { mandateRows, type SellerRow } from '../../read-models/mandate-rows';
import { GetMandateViewQuery } from './get-mandate-view.query';
import type { MandateViewDto, SellerViewDto } from './mandate-view.dto';

export function toSellerView(row: SellerRow, fullContacts: boolean): SellerViewDto {
  const masked = !fullContacts && row.status !== 'erased';
  return {
    id: row.sellerId,
    status: row.status,
    name: row.name,
    email: row.email && masked ? maskEmail(row.email) : row.email,
    phone: row.phone && masked ? maskPhone(row.phone) : row.phone,
    language: row.language,
    masked,
    addedAt: row.addedAt,
    removedAt: row.removedAt,
    erasedAt: row.erasedAt,
  };
}

@QueryHandler(GetMandateViewQuery)
export class GetMandateViewHandler implements IQueryHandler<GetMandateViewQuery, MandateViewDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ propertyId, fullContacts }: GetMandateViewQuery): Promise<MandateViewDto> {
    // An unknown property is a 404 (property_not_found), not an empty mandate.
    await this.queries.execute(new AdminGetPropertyQuery(propertyId));
    const em = this.em.fork();
    const [mandate, sellers] = await Promise.all([
      mandateRows.mandateOf(em, propertyId),
      mandateRows.sellersOf(em, propertyId, true),
    ]);
    return {
      mandate: mandate?.terms ? { ...mandate.terms, recordedAt: mandate.recordedAt! } : null,
      sellers: sellers.map((seller) => toSellerView(seller, fullContacts)),
      version: mandate?.version ?? 0,
    };
  }
}
