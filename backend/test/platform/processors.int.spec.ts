import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../src/platform/config/app-config';
import { EventSchemas } from '../../src/platform/event-store/event-schemas';
import { EventStore } from '../../src/platform/event-store/event-store';
import { PersonalData } from '../../src/platform/privacy/personal-data';
import type { StoredEvent } from '../../src/platform/event-store/stored-event';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import type { AsyncProcessor } from '../../src/platform/projections/projection';
import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import { eventually } from '../support/eventually';
import { openOrm } from '../support/orm';
import { testConfig } from '../support/test-config';
import { insertEventsWithTransactionIds } from '../support/transaction-ids';
import { loadCheckpoint } from '../../src/platform/projections/checkpoints';

/** An async processor that writes one row per event into a table with no unique key: duplicates would show. */
function recordingProcessor(
  name: string,
  options: { failOnBatch?: number; batchSize?: number; eventTypes?: string[] } = {},
) {
  let batches = 0;
  const processor: AsyncProcessor = {
    name,
    batchSize: options.batchSize ?? 3,
    eventTypes: options.eventTypes ?? ['Tick'],
    async handle(em: EntityManager, events: readonly StoredEvent[]) {
      batches++;
      for (const event of events) {
        await em.execute('insert into test_processed (processor, event_id) values (?, ?)', [
          name,
          event.eventId,
        ]);
      }
      if (batches === options.failOnBatch) throw new Error('processor killed between writes and checkpoint');
    },
  };
  return processor;
}

describe('async processors', () => {
  let config: AppConfig;
  let orm: MikroORM;
  const store = new EventStore(new EventSchemas(), new PersonalData({ privacy: { personalDataKey: null } }));
  const runner = () => new ProcessorRunner(orm, store, new ProjectionRegistry(), config);
  const append = (streamId: string, count: number) =>
    orm.em.fork().transactional((em) =>
      store.append(
        em,
        streamId,
        Array.from({ length: count }, (_, i) => ({ type: 'Tick', data: { i } })),
        0,
      ),
    );
  const processedBy = async (name: string) =>
    orm.em
      .fork()
      .execute<{ event_id: string }[]>(
        'select event_id from test_processed where processor = ? order by id',
        [name],
      );

  beforeAll(async () => {
    config = await testConfig();
    orm = await openOrm(config);
    await orm.em
      .fork()
      .execute(
        'create table test_processed (id bigserial primary key, processor text not null, event_id uuid not null)',
      );
  });
  afterAll(() => orm.close(true));

  it('waits for a transaction that commits late and delivers it in transaction order, before later ones', async () => {
    const processor = recordingProcessor('late-commit', { batchSize: 100 });
    await append('tick-before', 1);
    await runner().drain(processor);

    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    let appended!: () => void;
    const hasAppended = new Promise<void>((resolve) => (appended = resolve));
    const late = orm.em.fork().transactional(async (em) => {
      await store.append(em, 'tick-late', [{ type: 'Tick', data: { late: true } }], 0);
      appended();
      await mayCommit;
    });
    await hasAppended;
    const [early] = await append('tick-early', 1);

    // The early commit waits behind the open transaction; drain waits for it instead of stopping short.
    const drainingRunner = runner();
    const batches = jest.spyOn(drainingRunner, 'runBatch');
    const draining = drainingRunner.drain(processor);
    // Three batches have found nothing to deliver: drain has looked, and looked again after waiting.
    await eventually('three batches', () => batches.mock.calls.length >= 3, { intervalMs: 10 });
    expect(await processedBy('late-commit')).toHaveLength(1);
    commit();
    await late;
    expect(await draining).toBe(2);

    const rows = await processedBy('late-commit');
    expect(rows).toHaveLength(3);
    expect(rows[2].event_id).toBe(early.eventId);
  });

  it('stores the checkpoint with the writes: a crash between batches repeats nothing', async () => {
    await append('tick-crash', 7);
    const crashing = recordingProcessor('crash', { failOnBatch: 2 });
    await expect(runner().drain(crashing)).rejects.toThrow('killed');
    // Batch 1 committed with its checkpoint; batch 2's rows were rolled back with it.
    expect(await processedBy('crash')).toHaveLength(3);

    const restarted = recordingProcessor('crash');
    await runner().drain(restarted);
    const rows = await processedBy('crash');
    const total = (
      await orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from events where type = 'Tick'`)
    )[0].n;
    expect(rows).toHaveLength(Number(total));
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(rows.length);
  });

  it('runs one active instance: two runners draining together handle each event once', async () => {
    await append('tick-pair', 20);
    const processor = recordingProcessor('pair', { batchSize: 2 });
    await Promise.all([runner().drain(processor), runner().drain(processor), runner().drain(processor)]);
    await runner().drain(processor);
    const rows = await processedBy('pair');
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(rows.length);
    const total = (
      await orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from events where type = 'Tick'`)
    )[0].n;
    expect(rows).toHaveLength(Number(total));
  });

  it('wakes on append and processes in the background until stopped', async () => {
    const processor = recordingProcessor('live', { batchSize: 100 });
    const registry = new ProjectionRegistry();
    registry.registerProcessor(processor);
    const live = new ProcessorRunner(orm, store, registry, config);
    await live.start();
    try {
      const [event] = await append('tick-live', 1);
      await eventually(
        'the live processor to handle the event',
        async () => (await processedBy('live')).some((row) => row.event_id === event.eventId),
        { timeoutMs: 10_000, intervalMs: 25 },
      );
    } finally {
      await live.stop();
    }
  });

  it('handles every event exactly once where transaction ids change length between batches', async () => {
    const transactionIds = [5, 6, 7, 8, 9, 10, 11, 12, 97, 98, 99, 100, 101, 102];
    await orm.em
      .fork()
      .transactional((em) => insertEventsWithTransactionIds(em, 'digit-ticks', 'DigitTick', transactionIds));
    const processor = recordingProcessor('digits', { batchSize: 3, eventTypes: ['DigitTick'] });
    expect(await runner().drain(processor)).toBe(transactionIds.length);
    const handled = await orm.em.fork().execute<{ transaction_id: string }[]>(
      `select events.transaction_id::text as transaction_id from test_processed
       join events using (event_id) where processor = 'digits' order by test_processed.id`,
    );
    expect(handled.map((row) => Number(row.transaction_id))).toEqual(transactionIds);
  });

  it('moves its checkpoint past events it ignores, so the next poll reads nothing', async () => {
    const processor = recordingProcessor('sparse', { batchSize: 10 });
    await append('tick-sparse', 1);
    const ignored = await orm.em.fork().transactional((em) =>
      store.append(
        em,
        'tock-many',
        Array.from({ length: 500 }, (_, i) => ({ type: 'Tock', data: { i } })),
        0,
      ),
    );
    await runner().drain(processor);
    const last = ignored[ignored.length - 1];
    const checkpoint = await loadCheckpoint(orm.em.fork(), 'sparse');
    expect(checkpoint).toEqual({ transactionId: last.transactionId, globalPosition: last.globalPosition });

    const poll = await orm.em
      .fork()
      .transactional((em) => store.readLogPage(em, checkpoint, 10, { types: ['Tick'] }));
    expect(poll).toEqual({ events: [], readUpTo: checkpoint });
    expect(await runner().runBatch(processor)).toBe(0);
    expect(await loadCheckpoint(orm.em.fork(), 'sparse')).toEqual(checkpoint);
  });
});
