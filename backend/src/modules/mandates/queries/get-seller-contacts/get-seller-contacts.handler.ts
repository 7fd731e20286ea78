import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { mandateRows } from '../../read-models/mandate-rows';
import { GetSellerContactsQuery, type SellerContact } from './get-seller-contacts.query';

/** The property's current sellers: removed and erased ones are nobody to write to. */
@QueryHandler(GetSellerContactsQuery)
export class GetSellerContactsHandler implements IQueryHandler<GetSellerContactsQuery, SellerContact[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ propertyId }: GetSellerContactsQuery): Promise<SellerContact[]> {
    const sellers = await mandateRows.sellersOf(this.em.fork(), propertyId, false);
    return sellers
      .filter((seller) => seller.name !== null && seller.email !== null)
      .map(({ sellerId, name, email, language }) => ({ sellerId, name: name!, email: email!, language }));
  }
}
