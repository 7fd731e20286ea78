import { Query } from '@nestjs/cqrs';

/** How many of the agency's replies to a client's inquiries they have not read yet. */
export class CountUnreadRepliesQuery extends Query<number> {
  constructor(readonly userId: string) {
    super();
  }
}
