/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:events`: commands through the real command path (CommandBus -> decide -> append ->
 * inline projection, one transaction each) from 32 concurrent writers for 20 s, on a database of its own,
 * while the async job reactor runs. Prints commands/s, command latency and the processor lag
 * (append -> processed). BENCH_SECONDS and BENCH_WRITERS override the defaults.
 */
import { CommandBus } from '@nestjs/cqrs';
import IORedis from 'ioredis';
import { createApplicationContext } from '../bootstrap/application-context';
import { migrate } from '../bootstrap/migrate';
import { SendInquiryCommand } from '../modules/engagement/commands/send-inquiry/send-inquiry.command';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { ProcessorRunner } from '../platform/projections/processor-runner';
import { summarize } from './percentiles';
import { benchDatabase } from './bench-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 32);

async function main(): Promise<void> {
  const { runId, databaseUrl } = benchDatabase('events');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `costa-bench-${runId}`,
    LOG_LEVEL: 'warn',
    PROCESSOR_POLL_MS: '50',
  });
  await migrate(config);
  const context = await createApplicationContext(config, 'bench');
  const commands = context.get(CommandBus);
  const runner = context.get(ProcessorRunner);
  const lags: number[] = [];
  let processed = 0;
  runner.onBatch((_name, events) => {
    const now = Date.now();
    for (const event of events) lags.push(now - event.createdAt.getTime());
    processed += events.length;
  });
  await runner.start();

  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const writer = async (id: number): Promise<void> => {
    for (let n = 0; Date.now() < deadline; n++) {
      const started = performance.now();
      try {
        await commands.execute(
          new SendInquiryCommand({
            name: `Writer ${id}`,
            email: `writer${id}@example.com`,
            phone: null,
            subject: `Benchmark ${n}`,
            message: 'Quisiera recibir más información sobre la villa.',
            propertyId: null,
            language: 'es',
          }),
        );
        latencies.push(performance.now() - started);
      } catch {
        failures++;
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
  const elapsed = (performance.now() - began) / 1000;

  // Let the reactor catch up before reading its lag.
  const catchUp = Date.now() + 30_000;
  while (processed < latencies.length && Date.now() < catchUp) await new Promise((r) => setTimeout(r, 50));
  await runner.stop();
  await context.close();

  const latency = summarize(latencies);
  const lag = summarize(lags);
  console.log(`bench:events  ${WRITERS} writers, ${elapsed.toFixed(1)} s`);
  console.log(`  commands:        ${latencies.length} ok, ${failures} failed`);
  console.log(`  throughput:      ${(latencies.length / elapsed).toFixed(0)} commands/s`);
  console.log(
    `  command latency: p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms`,
  );
  console.log(
    `  processor lag:   p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms (${processed} events processed)`,
  );

  const redis = new IORedis(config.redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redisPrefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
  await dropDatabase(config.databaseUrl);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
