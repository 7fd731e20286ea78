/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:poll`: what one poll of an async processor costs when the log holds many events of types it
 * ignores after its last handled one (50,000 of each by default, BENCH_EVENTS overrides), on a database of its own.
 * Prints the poll as it runs now (the checkpoint moved past the ignored events) beside a poll from the last
 * handled event, which is what every poll did while the checkpoint stopped there.
 */
import { EntityManager } from '@mikro-orm/postgresql';
import { createApplicationContext } from '../bootstrap/application-context';
import { migrate } from '../bootstrap/migrate';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { storeCheckpoint } from '../platform/projections/checkpoints';
import type { AsyncProcessor } from '../platform/projections/projection';
import { ProcessorRunner } from '../platform/projections/processor-runner';
import { summarize } from './percentiles';
import { benchDatabase } from './bench-database';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
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
  const { databaseUrl } = benchDatabase('poll');
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  await migrate(config);
  const context = await createApplicationContext(config, 'bench');
  try {
    const root = context.get(EntityManager);
    const runner = context.get(ProcessorRunner);
    // The processor has handled its many events already; then the log moved on with events it ignores.
    await root.fork().transactional(async (em) => {
      await em.execute(
        `insert into streams (stream_id, version) values ('bench-wanted', ?), ('bench-ignored', ?)`,
        [EVENTS, EVENTS],
      );
      for (const [stream, type] of [
        ['bench-wanted', 'BenchWanted'],
        ['bench-ignored', 'BenchIgnored'],
      ]) {
        await em.execute(
          `insert into events (event_id, stream_id, stream_version, type, data)
           select gen_random_uuid(), ?, n, ?, '{}'::jsonb from generate_series(1, ?) n`,
          [stream, type, EVENTS],
        );
      }
    });
    await root.fork().execute('analyze events');
    const [lastWanted] = await root.fork().execute<{ global_position: string; xid: string }[]>(
      `select global_position, transaction_id::text as xid from events where type = 'BenchWanted'
         order by global_position desc limit 1`,
    );
    const handledUpTo = { transactionId: lastWanted.xid, globalPosition: lastWanted.global_position };
    const processor: AsyncProcessor = {
      name: 'bench-poll',
      eventTypes: ['BenchWanted'],
      handle: async () => undefined,
    };
    const standAtLastHandled = () =>
      root.fork().transactional((em) => storeCheckpoint(em, processor.name, handledUpTo));

    const rescans: number[] = [];
    for (let i = 0; i < POLLS; i++) {
      await standAtLastHandled();
      const started = performance.now();
      await runner.runBatch(processor);
      rescans.push(performance.now() - started);
    }
    const polls = await timed(POLLS, () => runner.runBatch(processor));
    console.log(`bench:poll  ${EVENTS} events handled, then ${EVENTS} of types the processor ignores`);
    line('poll with the checkpoint at the last handled event (before): ', summarize(rescans));
    line('poll with the checkpoint past the ignored events (now):      ', polls);
  } finally {
    await context.close();
    await dropDatabase(config.databaseUrl);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
