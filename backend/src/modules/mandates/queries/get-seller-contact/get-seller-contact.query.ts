import { Query } from '@nestjs/cqrs';
import type { SellerContact } from '../get-seller-contacts/get-seller-contacts.query';

/** One current seller and the property they sell; null when unknown, removed or erased. */
export class GetSellerContactQuery extends Query<(SellerContact & { propertyId: string }) | null> {
  constructor(readonly sellerId: string) {
    super();
  }
}
