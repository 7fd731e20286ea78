/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:metrics`: what the instrumentation costs. Requests per second of one cheap route (the map's
 * settings, no database) with the request histogram observed and with its observation switched off, in turns;
 * then one scrape of `/metrics` with 20 async processors behind a log of 50,000 events (BENCH_EVENTS) and 10
 * queues. The load generator runs in the server's process (both share its event loop): compare the two
 * figures, not the figure with other benchmarks'. A database and Redis prefix of its own.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApiApp } from '../bootstrap/api-app';
import { migrate } from '../bootstrap/migrate';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { JobWorkers } from '../platform/jobs/job-workers';
import { Metrics } from '../platform/metrics/metrics';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { benchDatabase } from './bench-database';
import { httpLoad } from './http-load';
import { summarize } from './percentiles';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const PROCESSORS = 20;
const QUEUES = 10;
const SCRAPES = 30;

function get(agent: http.Agent, port: number, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      })
      .on('error', () => resolve(false));
  });
}

async function main(): Promise<void> {
  const { runId, databaseUrl } = benchDatabase('metrics');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `costa-bench-${runId}`,
    LOG_LEVEL: 'warn',
    FRONTEND_DIST: 'frontend/dist-absent-in-bench',
  });
  await migrate(config);
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  try {
    const metrics = app.get(Metrics);
    const observe = metrics.httpRequestDuration.observe.bind(metrics.httpRequestDuration);
    const load = async (observed: boolean) => {
      metrics.httpRequestDuration.observe = observed ? observe : () => undefined;
      const result = await httpLoad({
        connections: 8,
        seconds: SECONDS,
        paths: ['/api/site/map-config'],
        send: (agent, path) => get(agent, port, path),
      });
      if (result.failures > 0) throw new Error(`${result.failures} requests failed`);
      return result.requests / result.seconds;
    };
    await load(true); // warm-up
    const rates = { without: [] as number[], with: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      rates.without.push(await load(false));
      rates.with.push(await load(true));
    }
    const best = (values: number[]) => Math.max(...values);
    console.log(
      `GET /api/site/map-config, 8 connections, ${ROUNDS} rounds of ${SECONDS} s each (best round):`,
    );
    console.log(`  without the request histogram: ${best(rates.without).toFixed(0)} requests/s`);
    console.log(`  with it:                        ${best(rates.with).toFixed(0)} requests/s`);
    const costMicros = (1 / best(rates.with) - 1 / best(rates.without)) * 1e6;
    console.log(
      `  cost per request: ${costMicros.toFixed(1)} µs of the server's ${(1e6 / best(rates.with)).toFixed(0)} µs`,
    );

    // The shared state a scrape reads: processors behind a long log, queues with jobs in them.
    const registry = app.get(ProjectionRegistry);
    for (let index = registry.asyncProcessors().length; index < PROCESSORS; index++) {
      registry.registerProcessor({
        name: `bench-processor-${index}`,
        eventTypes: [`BenchEvent${index % 4}`],
        handle: () => Promise.resolve(),
      });
    }
    const workers = app.get(JobWorkers);
    for (let index = workers.queueNames().length; index < QUEUES; index++) {
      workers.register({ queue: `bench-queue-${index}`, jobName: 'bench', handle: () => Promise.resolve() });
    }
    const root = app.get(EntityManager);
    await root.fork().transactional(async (em) => {
      await em.execute(`insert into streams (stream_id, version) values ('bench-stream', ?)`, [EVENTS]);
      await em.execute(
        `insert into events (event_id, stream_id, stream_version, type, data)
         select gen_random_uuid(), 'bench-stream', n, 'BenchEvent' || (n % 5), '{}'::jsonb from generate_series(1, ?) n`,
        [EVENTS],
      );
    });
    await root.fork().execute('analyze events');
    const scrapes = async (situation: string) => {
      const durations: number[] = [];
      for (let scrape = 0; scrape < SCRAPES; scrape++) {
        const started = performance.now();
        const text = await metrics.scrape();
        durations.push(performance.now() - started);
        if (!text.includes('bench-processor-19')) throw new Error('the scrape left a processor out');
      }
      const figures = summarize(durations);
      console.log(
        `One scrape, ${registry.asyncProcessors().length} processors ${situation}, ` +
          `${workers.queueNames().length} queues (${SCRAPES} scrapes): ` +
          `p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`,
      );
    };
    await scrapes(`never run, behind ${EVENTS} events (each counts its first 10,000)`);
    await root.fork().execute(
      `insert into processor_checkpoints (name, transaction_id, global_position)
       select p.name, e.transaction_id, e.global_position
       from unnest(?::text[]) as p(name),
            (select transaction_id, global_position from events order by global_position desc limit 1) e
       on conflict (name) do update set transaction_id = excluded.transaction_id,
         global_position = excluded.global_position, updated_at = now()`,
      [
        `{${registry
          .asyncProcessors()
          .map((processor) => `"${processor.name}"`)
          .join(',')}}`,
      ],
    );
    await scrapes('at the end of the log');
  } finally {
    await app.close();
    await dropDatabase(databaseUrl);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
