import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { userLookup } from '../../read-models/user-lookup';
import { GetProfileQuery } from './get-profile.query';
import { ProfileDto } from './profile.dto';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfileDto> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetProfileQuery): Promise<ProfileDto> {
    const user = await userLookup.byId(this.em.fork(), query.userId);
    if (!user) throw new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this.');
    return ProfileDto.from(user);
  }
}
