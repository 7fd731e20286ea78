import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../src/platform/config/app-config';
import type { DomainEvent } from '../../src/platform/domain/decider';
import { defineEvents } from '../../src/platform/event-store/event-catalog';
import { EventSchemas } from '../../src/platform/event-store/event-schemas';
import { EventStore } from '../../src/platform/event-store/event-store';
import { PersonalData } from '../../src/platform/privacy/personal-data';
import { LOG_START } from '../../src/platform/event-store/stored-event';
import { StreamVersionConflictError } from '../../src/platform/event-store/stream-version-conflict.error';
import { openOrm } from '../support/orm';
import { testConfig } from '../support/test-config';
import { insertEventsWithTransactionIds } from '../support/transaction-ids';
import { eventually } from '../support/eventually';

describe('event store (PostgreSQL)', () => {
  let config: AppConfig;
  let orm: MikroORM;
  const store = new EventStore(new EventSchemas(), new PersonalData({ privacy: { personalDataKey: null } }));
  const inTransaction = <T>(fn: (em: EntityManager) => Promise<T>): Promise<T> =>
    orm.em.fork().transactional(fn);

  beforeAll(async () => {
    config = await testConfig();
    orm = await openOrm(config);
  });
  afterAll(() => orm.close(true));

  it('stores the declared schema version and upcasts what an older version stored when reading it', async () => {
    const schemas = new EventSchemas();
    schemas.register(
      defineEvents<DomainEvent<'Priced', { amountEur: number }>>({
        Priced: {
          version: 2,
          upcasters: { 1: (data) => ({ amountEur: (data as { amount: number }).amount }) },
        },
      }),
    );
    const versioned = new EventStore(schemas, new PersonalData({ privacy: { personalDataKey: null } }));
    await inTransaction((em) => store.append(em, 'priced-1', [{ type: 'Priced', data: { amount: 7 } }], 0));
    const [current] = await inTransaction((em) =>
      versioned.append(em, 'priced-1', [{ type: 'Priced', data: { amountEur: 5 } }], 1),
    );
    expect(current.schemaVersion).toBe(2);
    const read = await inTransaction((em) => versioned.readStream(em, 'priced-1'));
    expect(read.map(({ schemaVersion, data }) => ({ schemaVersion, data }))).toEqual([
      { schemaVersion: 2, data: { amountEur: 7 } },
      { schemaVersion: 2, data: { amountEur: 5 } },
    ]);
  });

  it('appends to a new stream and reads it back with metadata', async () => {
    const appended = await inTransaction((em) =>
      store.append(
        em,
        'order-1',
        [
          { type: 'Placed', data: { total: 10 } },
          { type: 'Paid', data: {} },
        ],
        0,
        {
          actorId: 'user-7',
          requestId: 'req-1',
        },
      ),
    );
    expect(appended.map((event) => [event.streamVersion, event.type])).toEqual([
      [1, 'Placed'],
      [2, 'Paid'],
    ]);
    const read = await inTransaction((em) => store.readStream(em, 'order-1'));
    expect(read).toEqual(appended);
    expect(read[0].metadata).toEqual({ actorId: 'user-7', requestId: 'req-1' });
  });

  it('lets exactly one of 50 concurrent appends at the same expected version win', async () => {
    await inTransaction((em) => store.append(em, 'race', [{ type: 'Opened', data: {} }], 0));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, writer) =>
        inTransaction((em) => store.append(em, 'race', [{ type: 'Written', data: { writer } }], 1)),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const conflicts = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && outcome.reason instanceof StreamVersionConflictError,
    );
    expect(won).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    const versions = (await inTransaction((em) => store.readStream(em, 'race'))).map(
      (event) => event.streamVersion,
    );
    expect(versions).toEqual([1, 2]);
    expect(await inTransaction((em) => store.streamVersion(em, 'race'))).toBe(2);
  });

  it('refuses to append to a stream that does not exist at a version above zero', async () => {
    await expect(
      inTransaction((em) => store.append(em, 'ghost', [{ type: 'X', data: {} }], 3)),
    ).rejects.toThrow(StreamVersionConflictError);
    expect(await inTransaction((em) => store.streamVersion(em, 'ghost'))).toBeNull();
  });

  it('keeps events append-only', async () => {
    await inTransaction((em) => store.append(em, 'immutable', [{ type: 'Fact', data: {} }], 0));
    await expect(
      inTransaction((em) => em.execute(`update events set type = 'Changed' where stream_id = 'immutable'`)),
    ).rejects.toThrow('append-only');
    await expect(
      inTransaction((em) => em.execute(`delete from events where stream_id = 'immutable'`)),
    ).rejects.toThrow('append-only');
  });

  it('reads the log in commit order and holds back events behind a transaction still running', async () => {
    const before = await inTransaction((em) => store.readLog(em, LOG_START, 10_000));
    const from = before[before.length - 1];

    let commitLate!: () => void;
    const lateMayCommit = new Promise<void>((resolve) => (commitLate = resolve));
    let lateAppended!: () => void;
    const lateHasAppended = new Promise<void>((resolve) => (lateAppended = resolve));
    const late = inTransaction(async (em) => {
      await store.append(em, 'late', [{ type: 'StartedFirst', data: {} }], 0);
      lateAppended();
      await lateMayCommit;
    });
    await lateHasAppended;
    await inTransaction((em) => store.append(em, 'early', [{ type: 'CommittedFirst', data: {} }], 0));

    const whileRunning = await inTransaction((em) => store.readLog(em, from, 100));
    expect(whileRunning).toEqual([]);

    commitLate();
    await late;
    // Another test file's transaction, in its own database, holds the cluster's horizon back for a moment.
    const afterCommit = await eventually(
      'both events to be readable',
      () => inTransaction((em) => store.readLog(em, from, 100)),
      { until: (events) => events.length === 2 },
    );
    expect(afterCommit.map((event) => event.type)).toEqual(['StartedFirst', 'CommittedFirst']);
  });

  it('reads the log page by page in numeric commit order where transaction ids change length', async () => {
    // As text, 100 sorts before 99 and 10 before 9: a page ending on a longer id would skip shorter ones.
    await inTransaction((em) =>
      insertEventsWithTransactionIds(em, 'digits', 'Counted', [7, 8, 9, 10, 11, 98, 99, 100, 101]),
    );
    const pages: string[][] = [];
    const read: string[] = [];
    let position = LOG_START;
    for (;;) {
      const page = await inTransaction((em) => store.readLog(em, position, 2, { types: ['Counted'] }));
      if (page.length === 0) break;
      pages.push(page.map((event) => event.transactionId));
      read.push(...page.map((event) => event.transactionId));
      position = page[page.length - 1];
    }
    expect(read).toEqual(['7', '8', '9', '10', '11', '98', '99', '100', '101']);
    expect(pages[2]).toEqual(['11', '98']);
  });

  it('says how far it read: past events of other types when a filtered page is not full', async () => {
    const [wanted] = await inTransaction((em) =>
      store.append(em, 'wanted', [{ type: 'Wanted', data: {} }], 0),
    );
    const ignored = await inTransaction((em) =>
      store.append(
        em,
        'ignored',
        Array.from({ length: 30 }, () => ({ type: 'Ignored', data: {} })),
        0,
      ),
    );
    const from = {
      transactionId: wanted.transactionId,
      globalPosition: String(Number(wanted.globalPosition) - 1),
    };
    const last = ignored[ignored.length - 1];
    const page = await eventually(
      "the page to reach the last event, past another file's transaction",
      () => inTransaction((em) => store.readLogPage(em, from, 10, { types: ['Wanted'] })),
      { until: ({ readUpTo }) => readUpTo.globalPosition === last.globalPosition },
    );
    expect(page.events.map((event) => event.eventId)).toEqual([wanted.eventId]);
    expect(page.readUpTo).toEqual({ transactionId: last.transactionId, globalPosition: last.globalPosition });

    const next = await inTransaction((em) => store.readLogPage(em, page.readUpTo, 10, { types: ['Wanted'] }));
    expect(next).toEqual({ events: [], readUpTo: page.readUpTo });
  });
});
