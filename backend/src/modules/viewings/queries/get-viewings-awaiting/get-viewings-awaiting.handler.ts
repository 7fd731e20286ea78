import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { GetViewingsAwaitingQuery } from './get-viewings-awaiting.query';
import type { ViewingsAwaitingDto } from './viewings-awaiting.dto';

@QueryHandler(GetViewingsAwaitingQuery)
export class GetViewingsAwaitingHandler implements IQueryHandler<
  GetViewingsAwaitingQuery,
  ViewingsAwaitingDto
> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ViewingsAwaitingDto> {
    // Upcoming requests first, soonest first; a request whose earliest time has passed may still be answered
    // with one of its later times, so it comes after them rather than not at all.
    const rows = await this.em.fork().execute<{ id: string; starts_at: Date; count: number }[]>(
      `select id, starts_at, count(*) over ()::int as count from viewings where status = 'requested'
       order by starts_at < ?, starts_at, id limit 1`,
      [this.clock.now()],
    );
    const [row] = rows;
    return {
      count: row?.count ?? 0,
      next: row ? { id: row.id, startsAt: new Date(row.starts_at).toISOString() } : null,
    };
  }
}
