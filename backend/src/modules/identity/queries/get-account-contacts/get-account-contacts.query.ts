import { Query } from '@nestjs/cqrs';
import type { AccountContact } from './account-contact';

/** How to reach some accounts, for other modules' e-mails and for owners: unknown ids are left out. */
export class GetAccountContactsQuery extends Query<AccountContact[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
