import { Module } from '@nestjs/common';
import { EventHistory } from './event-history';
import { ExportEventsController } from './queries/export-events/export-events.http.controller';
import { ExportEventsHandler } from './queries/export-events/export-events.handler';
import { GetEntityHistoryController } from './queries/get-entity-history/get-entity-history.http.controller';
import { GetEntityHistoryHandler } from './queries/get-entity-history/get-entity-history.handler';
import { ListEventsController } from './queries/list-events/list-events.http.controller';
import { ListEventsHandler } from './queries/list-events/list-events.handler';

/**
 * The event history for owners and admins: every event of the log, read-only, filtered and exported; and
 * one entity's timeline with the fields each of its events changed.
 */
@Module({
  controllers: [ListEventsController, ExportEventsController, GetEntityHistoryController],
  providers: [EventHistory, ListEventsHandler, ExportEventsHandler, GetEntityHistoryHandler],
})
export class HistoryModule {}
