import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { toViewingDto } from '../viewing.dto';
import { clientViewings } from './client-viewings';
import { ListMyViewingsQuery } from './list-my-viewings.query';
import type { MyViewingsDto } from './my-viewings.dto';

@QueryHandler(ListMyViewingsQuery)
export class ListMyViewingsHandler implements IQueryHandler<ListMyViewingsQuery, MyViewingsDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(query: ListMyViewingsQuery): Promise<MyViewingsDto> {
    const { upcoming, past } = await clientViewings(this.em.fork(), query.clientId, this.clock.now());
    return { upcoming: upcoming.map(toViewingDto), past: past.map(toViewingDto) };
  }
}
