import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../../platform/http/roles';
import type { EventHistoryFilters } from '../../event-history';

export interface EventsCsv {
  content: string;
  rows: number;
  /** True when more events matched than the export holds (EXPORT_EVENTS_LIMIT). */
  capped: boolean;
}

/** The filtered history as CSV, newest first, as `viewer` may read it. */
export class ExportEventsQuery extends Query<EventsCsv> {
  constructor(
    readonly filters: EventHistoryFilters,
    readonly viewer: Role,
  ) {
    super();
  }
}
