import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EventHistory } from '../../event-history';
import type { EventPageDto } from './event-page.dto';
import { ListEventsQuery } from './list-events.query';

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery, EventPageDto> {
  constructor(private readonly history: EventHistory) {}

  execute({ filters, page, viewer }: ListEventsQuery): Promise<EventPageDto> {
    return this.history.page(filters, page, viewer);
  }
}
