import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EventHistory } from '../../event-history';
import { CSV_COLUMNS, csvRow, eventCsvRow, UTF8_BOM } from './events-csv';
import { ExportEventsQuery, type EventsCsv } from './export-events.query';

/** The most events one export holds: a narrower filter gets the rest. */
export const EXPORT_EVENTS_LIMIT = 50_000;
const EXPORT_PAGE = 1_000;

/** Reads the history in keyset pages of the same query the list uses, up to EXPORT_EVENTS_LIMIT rows. */
@QueryHandler(ExportEventsQuery)
export class ExportEventsHandler implements IQueryHandler<ExportEventsQuery, EventsCsv> {
  constructor(private readonly history: EventHistory) {}

  async execute({ filters, viewer }: ExportEventsQuery): Promise<EventsCsv> {
    const parts = [UTF8_BOM, csvRow(CSV_COLUMNS)];
    let rows = 0;
    let before: string | undefined;
    for (;;) {
      const limit = Math.min(EXPORT_PAGE, EXPORT_EVENTS_LIMIT - rows);
      const page = await this.history.page(filters, { before, limit }, viewer);
      for (const event of page.items) parts.push(eventCsvRow(event));
      rows += page.items.length;
      if (page.nextCursor === null) return { content: parts.join(''), rows, capped: false };
      if (rows >= EXPORT_EVENTS_LIMIT) return { content: parts.join(''), rows, capped: true };
      before = page.nextCursor;
    }
  }
}
