/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:poll`: what one poll of an async processor costs when the log holds many events of types it
 * ignores after its last matching one (50,000 by default, BENCH_IGNORED overrides), on a database of its own.
 * Prints the poll as it runs now (the checkpoint moved past the ignored events) beside a read from the last
 * matching event, which is what every poll did while the checkpoint stopped there.
 */
import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApplicationContext } from '../bootstrap/application-context';
import { migrate } from '../bootstrap/migrate';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { EventStore } from '../platform/event-store/event-store';
import { LOG_START } from '../platform/event-store/stored-event';
import type { AsyncProcessor } from '../platform/projections/projection';
import { ProcessorRunner } from '../platform/projections/processor-runner';
import { summarize } from './percentiles';

const IGNORED = Number(process.env.BENCH_IGNORED ?? 50_000);
const POLLS = Number(process.env.BENCH_POLLS ?? 300);

async function timed(times: number, run: () => Promise<unknown>): Promise<ReturnType<typeof summarize>> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  return summarize(durations);
}

const line = (label: string, figures: ReturnType<typeof summarize>) =>
  console.log(`  ${label} p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms`);

async function main(): Promise<void> {
  const base = loadConfig();
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const url = new URL(base.databaseUrl);
  url.pathname = `/costa_bench_${runId}`;
  const config = loadConfig({ ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' });
  await migrate(config);
  const context = await createApplicationContext(config, 'bench');
  try {
    const root = context.get(EntityManager);
    const store = context.get(EventStore);
    const runner = context.get(ProcessorRunner);
    const [wanted] = await root
      .fork()
      .transactional((em) => store.append(em, 'bench-wanted', [{ type: 'BenchWanted', data: {} }], 0));
    await root.fork().transactional(async (em) => {
      await em.execute(`insert into streams (stream_id, version) values ('bench-ignored', ?)`, [IGNORED]);
      await em.execute(
        `insert into events (event_id, stream_id, stream_version, type, data)
         select gen_random_uuid(), 'bench-ignored', n, 'BenchIgnored', '{}'::jsonb from generate_series(1, ?) n`,
        [IGNORED],
      );
    });
    await root.fork().execute('analyze events');

    const processor: AsyncProcessor = {
      name: 'bench-poll',
      eventTypes: ['BenchWanted'],
      handle: async () => undefined,
    };
    const first = await runner.runBatch(processor);
    const now = await timed(POLLS, () => runner.runBatch(processor));
    const rescan = await timed(POLLS, () =>
      root.fork().transactional((em) => store.readLog(em, wanted, 100, { types: processor.eventTypes })),
    );
    const fromStart = await timed(Math.min(POLLS, 50), () =>
      root.fork().transactional((em) => store.readLog(em, LOG_START, 100, { types: processor.eventTypes })),
    );
    console.log(`bench:poll  one matching event, then ${IGNORED} ignored; ${POLLS} polls each`);
    console.log(`  first poll handled ${first} event and moved the checkpoint past the ignored ones`);
    line('poll, checkpoint past the ignored events (now):          ', now);
    line('read from the last matching event (every poll, before):  ', rescan);
    line('read from the start of the log (a new processor):        ', fromStart);
  } finally {
    await context.close();
    await dropDatabase(config.databaseUrl);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
