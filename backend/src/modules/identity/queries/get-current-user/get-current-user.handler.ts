import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { userLookup } from '../../read-models/user-lookup';
import { CurrentUserDto } from './current-user.dto';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, CurrentUserDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetCurrentUserQuery): Promise<CurrentUserDto> {
    const user = await userLookup.byId(this.em.fork(), query.userId);
    if (!user) throw new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this.');
    return CurrentUserDto.from(user);
  }
}
