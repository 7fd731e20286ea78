import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { mandateRows } from '../../read-models/mandate-rows';
import type { SellerContact } from '../get-seller-contacts/get-seller-contacts.query';
import { GetSellerContactQuery } from './get-seller-contact.query';

@QueryHandler(GetSellerContactQuery)
export class GetSellerContactHandler implements IQueryHandler<
  GetSellerContactQuery,
  (SellerContact & { propertyId: string }) | null
> {
  constructor(private readonly em: EntityManager) {}

  async execute({
    sellerId,
  }: GetSellerContactQuery): Promise<(SellerContact & { propertyId: string }) | null> {
    const seller = await mandateRows.seller(this.em.fork(), sellerId);
    if (!seller || seller.status !== 'active' || seller.name === null || seller.email === null) return null;
    const { propertyId, name, email, language } = seller;
    return { sellerId, propertyId, name, email, language };
  }
}
