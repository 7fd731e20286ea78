import { Query } from '@nestjs/cqrs';
import type { SessionListDto } from './session-list.dto';

/** The account's live sessions; `currentSessionId` is the caller's own. */
export class ListSessionsQuery extends Query<SessionListDto> {
  constructor(
    readonly userId: string,
    readonly currentSessionId: string,
  ) {
    super();
  }
}
