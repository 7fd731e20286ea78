import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { clientViewings } from '../list-my-viewings/client-viewings';
import { toViewingDto, type ViewingDto } from '../viewing.dto';
import { GetNextViewingQuery } from './get-next-viewing.query';

@QueryHandler(GetNextViewingQuery)
export class GetNextViewingHandler implements IQueryHandler<GetNextViewingQuery, ViewingDto | null> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetNextViewingQuery): Promise<ViewingDto | null> {
    const { upcoming } = await clientViewings(this.em.fork(), query.userId, this.clock.now());
    return upcoming.length > 0 ? toViewingDto(upcoming[0]) : null;
  }
}
