import { Query } from '@nestjs/cqrs';

/** The id of the verified account with this e-mail address (in any case), or null when none has it. */
export class FindVerifiedAccountQuery extends Query<string | null> {
  constructor(readonly email: string) {
    super();
  }
}
