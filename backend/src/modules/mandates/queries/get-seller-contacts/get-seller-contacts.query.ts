import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../platform/i18n/languages';

/** How to write to one seller of a property; erased sellers are left out. */
export interface SellerContact {
  sellerId: string;
  name: string;
  email: string;
  language: Language;
}

/** The sellers of a property, unsealed, for the mails the agency sends them (never for an HTTP answer). */
export class GetSellerContactsQuery extends Query<SellerContact[]> {
  constructor(readonly propertyId: string) {
    super();
  }
}
