/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:history`: the event history's pages (ListEventsQuery, as `GET /api/admin/events` runs it:
 * the keyset read, the actors from identity, the masking) on a log of 1,000,000 events (BENCH_EVENTS
 * overrides) over two years, in a database of its own. Prints p50/p95/p99 of each page shape over
 * BENCH_RUNS runs (200) and the indexes its plan reads; the target is p95 under 20 ms each. The personal
 * fields of its inquiries and bookings are sealed per person, as in production, so each page also opens them.
 */
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApplicationContext } from '../bootstrap/application-context';
import { migrate } from '../bootstrap/migrate';
import { ListEventsQuery } from '../modules/history/queries/list-events/list-events.query';
import { historyStoreFilter, type EventHistoryFilters } from '../modules/history/event-history';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { EventStore } from '../platform/event-store/event-store';
import { PersonalData } from '../platform/privacy/personal-data';
import { SEAL_UPGRADE, sealStoredPersonalData } from '../platform/privacy/seal-stored-personal-data';
import { benchDatabase } from './bench-database';
import { writeBenchEvents } from './bench-event-log';
import { summarize } from './percentiles';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PAGE = 50;
const TARGET_P95_MS = 20;

const staffId = (n: number) => `md5('staff-${n}')::uuid::text`;

interface Shape {
  label: string;
  filters: EventHistoryFilters;
  before?: string;
}

async function main(): Promise<void> {
  const { databaseUrl } = benchDatabase('history');
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  await migrate(config);
  const context = await createApplicationContext(config, 'bench');
  try {
    const root = context.get(EntityManager);
    const connection = root.getConnection();
    const started = performance.now();
    await writeBenchEvents(connection, EVENTS);
    // Their personal fields sealed as the store keeps them (crypto-shredding), by the upgrade `migrate` runs on
    // rows recorded in clear: every page then opens them with its one key query. BENCH_SEAL=0 leaves them in
    // clear, to compare.
    if (process.env.BENCH_SEAL !== '0') {
      const sealing = performance.now();
      await connection.execute('delete from person_keys where person_id = ?', [SEAL_UPGRADE]);
      const sealed = await sealStoredPersonalData(root.fork(), context.get(PersonalData));
      console.log(
        `bench:history  ${sealed.toLocaleString('en')} events' personal fields sealed in ${((performance.now() - sealing) / 1000).toFixed(1)} s`,
      );
    }
    await connection.execute('vacuum analyze events');
    const [{ newest }] = await connection.execute<{ newest: string }[]>(
      'select max(global_position)::text as newest from events',
    );
    console.log(
      `bench:history  ${EVENTS.toLocaleString('en')} events written and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const [{ actor }] = await connection.execute<{ actor: string }[]>(`select ${staffId(3)} as actor`);
    const shapes: Shape[] = [
      { label: 'first page', filters: {} },
      { label: 'type + actor', filters: { types: ['PropertyPriceChanged'], actorId: actor } },
      { label: 'one entity', filters: { entity: 'property:bench-1234' } },
      { label: 'search by reference', filters: { q: 'CC-BEN-01234' } },
      {
        label: 'date range (a week, a year ago)',
        filters: { from: '2025-11-25T00:00:00Z', to: '2025-12-02T00:00:00Z' },
      },
      {
        label: 'date range (a month, a year ago)',
        filters: { from: '2025-11-25T00:00:00Z', to: '2025-12-25T00:00:00Z' },
      },
      { label: 'module', filters: { module: 'bookings' } },
      {
        label: 'deep page (900,000 from the newest)',
        filters: {},
        before: String(BigInt(newest) - 900_000n),
      },
    ];

    const queries = context.get(QueryBus);
    const store = context.get(EventStore);
    const rows: string[][] = [];
    let failed = false;
    for (const shape of shapes) {
      const run = () =>
        queries.execute(new ListEventsQuery(shape.filters, { before: shape.before, limit: PAGE }, 'admin'));
      const sample = await run();
      for (let i = 0; i < 20; i++) await run();
      const durations: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await run();
        durations.push(performance.now() - start);
      }
      const figures = summarize(durations);
      failed ||= figures.p95 >= TARGET_P95_MS;
      rows.push([
        shape.label,
        String(sample.items.length),
        figures.p50.toFixed(2),
        figures.p95.toFixed(2),
        figures.p99.toFixed(2),
        (await indexesRead(root.fork(), store, shape)).join(', ') || 'none',
      ]);
    }
    printTable(['page', 'rows', 'p50 ms', 'p95 ms', 'p99 ms', 'indexes read'], rows);
    console.log(`target: p95 under ${TARGET_P95_MS} ms each: ${failed ? 'MISSED' : 'met'}`);
    if (failed) process.exitCode = 1;
  } finally {
    await context.close();
    await dropDatabase(config.databaseUrl);
  }
}

/** The indexes the plan of the page's statement reads. */
async function indexesRead(em: EntityManager, store: EventStore, shape: Shape): Promise<string[]> {
  const plan = await store.explainHistory(
    em,
    { ...historyStoreFilter(shape.filters), before: shape.before },
    PAGE + 1,
  );
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Index Name' && typeof value === 'string') names.add(value);
        else visit(value);
      }
    }
  };
  visit(plan);
  return [...names];
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
