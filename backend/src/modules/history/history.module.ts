import { Module } from '@nestjs/common';
import { EventHistory } from './event-history';
import { ExportEventsController } from './queries/export-events/export-events.http.controller';
import { ExportEventsHandler } from './queries/export-events/export-events.handler';
import { ListEventsController } from './queries/list-events/list-events.http.controller';
import { ListEventsHandler } from './queries/list-events/list-events.handler';

/** The event history for owners and admins: every event of the log, read-only, filtered and exported. */
@Module({
  controllers: [ListEventsController, ExportEventsController],
  providers: [EventHistory, ListEventsHandler, ExportEventsHandler],
})
export class HistoryModule {}
