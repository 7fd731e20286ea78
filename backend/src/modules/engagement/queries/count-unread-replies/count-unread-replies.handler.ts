import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountUnreadRepliesQuery } from './count-unread-replies.query';

@QueryHandler(CountUnreadRepliesQuery)
export class CountUnreadRepliesHandler implements IQueryHandler<CountUnreadRepliesQuery, number> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: CountUnreadRepliesQuery): Promise<number> {
    const [row] = await this.em.fork().execute<{ n: string }[]>(
      `select count(*) as n from engagement_inquiry_activity a
         join engagement_inquiries i on i.id = a.inquiry_id
        where i.user_id = ? and a.kind = 'reply' and a.read_at is null`,
      [userId],
    );
    return Number(row.n);
  }
}
