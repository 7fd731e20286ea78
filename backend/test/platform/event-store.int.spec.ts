import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../src/platform/config/app-config';
import { EventSchemas } from '../../src/platform/event-store/event-schemas';
import { EventStore } from '../../src/platform/event-store/event-store';
import { LOG_START } from '../../src/platform/event-store/stored-event';
import { StreamVersionConflictError } from '../../src/platform/event-store/stream-version-conflict.error';
import { openOrm } from '../support/orm';
import { testConfig } from '../support/test-config';

describe('event store (PostgreSQL)', () => {
  let config: AppConfig;
  let orm: MikroORM;
  const store = new EventStore(new EventSchemas());
  const inTransaction = <T>(fn: (em: EntityManager) => Promise<T>): Promise<T> =>
    orm.em.fork().transactional(fn);

  beforeAll(async () => {
    config = await testConfig();
    orm = await openOrm(config);
  });
  afterAll(() => orm.close(true));

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
    const afterCommit = await inTransaction((em) => store.readLog(em, from, 100));
    expect(afterCommit.map((event) => event.type)).toEqual(['StartedFirst', 'CommittedFirst']);
  });
});
