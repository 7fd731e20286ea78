import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../auth/session-store';
import { ListSessionsQuery } from './list-sessions.query';
import type { SessionListDto } from './session-list.dto';

@QueryHandler(ListSessionsQuery)
export class ListSessionsHandler implements IQueryHandler<ListSessionsQuery, SessionListDto> {
  constructor(private readonly sessions: SessionStore) {}

  async execute(query: ListSessionsQuery): Promise<SessionListDto> {
    const live = await this.sessions.live(query.userId);
    return {
      items: live.map((session) => ({
        ...session,
        startedAt: session.startedAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.id === query.currentSessionId,
      })),
    };
  }
}
