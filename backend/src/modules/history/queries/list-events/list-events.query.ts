import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../../platform/http/roles';
import type { EventHistoryFilters } from '../../event-history';
import type { EventPageDto } from './event-page.dto';

/** A keyset page of the event history, newest first, as `viewer` may read it. */
export class ListEventsQuery extends Query<EventPageDto> {
  constructor(
    readonly filters: EventHistoryFilters,
    readonly page: { before?: string; limit: number },
    readonly viewer: Role,
  ) {
    super();
  }
}
