import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { userLookup } from '../../read-models/user-lookup';
import { FindVerifiedAccountQuery } from './find-verified-account.query';

@QueryHandler(FindVerifiedAccountQuery)
export class FindVerifiedAccountHandler implements IQueryHandler<FindVerifiedAccountQuery, string | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindVerifiedAccountQuery): Promise<string | null> {
    const user = await userLookup.byEmail(this.em.fork(), email);
    return user?.emailVerified ? user.id : null;
  }
}
