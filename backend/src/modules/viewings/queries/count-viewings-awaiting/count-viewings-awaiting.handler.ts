import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountViewingsAwaitingQuery } from './count-viewings-awaiting.query';

@QueryHandler(CountViewingsAwaitingQuery)
export class CountViewingsAwaitingHandler implements IQueryHandler<CountViewingsAwaitingQuery, number> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from viewings where status = 'requested'`);
    return row.n;
  }
}
