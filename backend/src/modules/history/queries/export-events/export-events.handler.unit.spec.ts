import type { EventHistory } from '../../event-history';
import type { HistoryEventDto } from '../list-events/event-page.dto';
import { EXPORT_EVENTS_LIMIT, ExportEventsHandler } from './export-events.handler';
import { ExportEventsQuery } from './export-events.query';

/** A history of `total` events, positions total..1, read in keyset pages as EventHistory serves them. */
function historyOf(total: number): { history: EventHistory; cursors: (string | undefined)[] } {
  const cursors: (string | undefined)[] = [];
  const page: EventHistory['page'] = (_filters, { before, limit }) => {
    cursors.push(before);
    const top = before === undefined ? total : Number(before) - 1;
    const positions = Array.from({ length: Math.max(0, Math.min(limit, top)) }, (_, index) => top - index);
    const items = positions.map((position): HistoryEventDto => ({
      position: String(position),
      time: '2026-11-25T10:00:00.000Z',
      type: 'PropertyListed',
      module: 'catalogue',
      entity: { kind: 'property', id: 'villa', reference: null },
      actor: null,
      requestId: null,
      data: {},
      erasedPaths: [],
    }));
    const last = positions[positions.length - 1];
    return Promise.resolve({ items, nextCursor: last !== undefined && last > 1 ? String(last) : null });
  };
  return { history: { page } as EventHistory, cursors };
}

describe('export of the event history', () => {
  it('exports every event of a filter that fits, in keyset pages, without the capped flag', async () => {
    const { history, cursors } = historyOf(2_500);
    const csv = await new ExportEventsHandler(history).execute(new ExportEventsQuery({}, 'owner'));
    expect(csv).toMatchObject({ rows: 2_500, capped: false });
    expect(csv.content.trimEnd().split('\r\n')).toHaveLength(2_501);
    expect(cursors).toEqual([undefined, '1501', '501']);
  });

  it(`stops at ${EXPORT_EVENTS_LIMIT} rows and says it was capped`, async () => {
    const { history } = historyOf(EXPORT_EVENTS_LIMIT + 10);
    const csv = await new ExportEventsHandler(history).execute(new ExportEventsQuery({}, 'admin'));
    expect(csv).toMatchObject({ rows: EXPORT_EVENTS_LIMIT, capped: true });
    const lines = csv.content.trimEnd().split('\r\n');
    expect(lines).toHaveLength(EXPORT_EVENTS_LIMIT + 1);
    expect(lines[lines.length - 1]).toMatch(/^11,/);
  });
});
