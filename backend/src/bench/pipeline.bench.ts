/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:pipeline`: the back office's deal pipeline board and the owner's sales report (the query
 * handlers, as `GET /api/admin/pipeline` and `GET /api/admin/sales-report` run them) over 10,000 properties
 * and 50,000 deals (BENCH_PROPERTIES, BENCH_DEALS override), written straight into the read model of a
 * database of its own. Times BENCH_RUNS (200) runs of each query, one after the other on one connection,
 * and prints p50/p95/max with a pass or fail against p95 under 50 ms.
 *
 * The seller reports have their bench in `seller-reports.bench.ts`, which `npm run bench:pipeline` runs
 * after this one; it may reuse `writePipelineRows`, `timeRuns` and `printTimings` of `pipeline-bench-data.ts`.
 */
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApplicationContext } from '../bootstrap/application-context';
import { migrate } from '../bootstrap/migrate';
import { GetPipelineBoardQuery } from '../modules/pipeline/queries/get-pipeline-board/get-pipeline-board.query';
import { GetSalesReportQuery } from '../modules/pipeline/queries/get-sales-report/get-sales-report.query';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { benchDatabase } from './bench-database';
import {
  BENCH_DEALS,
  BENCH_PROPERTIES,
  benchAgentSql,
  benchArea,
  printTimings,
  timeRuns,
  writePipelineRows,
  type Timing,
} from './pipeline-bench-data';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TARGET_P95_MS = 50;

async function main(): Promise<void> {
  const { databaseUrl } = benchDatabase('pipeline');
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  await migrate(config);
  const context = await createApplicationContext(config, 'bench');
  try {
    const em = context.get(EntityManager);
    const started = performance.now();
    await writePipelineRows(em.fork());
    console.log(
      `bench:pipeline  ${BENCH_PROPERTIES.toLocaleString('en')} properties and ${BENCH_DEALS.toLocaleString('en')} deals written and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const [{ agent }] = await em
      .fork()
      .getConnection()
      .execute<{ agent: string }[]>(`select ${benchAgentSql(3)} as agent`);
    const area = benchArea(7);
    const queries = context.get(QueryBus);
    const shapes: [string, () => Promise<unknown>][] = [
      ['board', () => queries.execute(new GetPipelineBoardQuery({}))],
      ['board, one agent', () => queries.execute(new GetPipelineBoardQuery({ agent }))],
      ['board, one area', () => queries.execute(new GetPipelineBoardQuery({ area }))],
      ['board, agent + area', () => queries.execute(new GetPipelineBoardQuery({ agent, area }))],
      [
        'board, unassigned, lost',
        () => queries.execute(new GetPipelineBoardQuery({ agent: 'none' }, 'lost')),
      ],
      ['sales report, 12 months', () => queries.execute(new GetSalesReportQuery({}, 12))],
      ['sales report, 36 months', () => queries.execute(new GetSalesReportQuery({}, 36))],
      ['sales report, one agent', () => queries.execute(new GetSalesReportQuery({ agent }, 12))],
      ['sales report, one area', () => queries.execute(new GetSalesReportQuery({ area }, 12))],
    ];
    const timings: Timing[] = [];
    for (const [label, run] of shapes) timings.push(await timeRuns(label, run, RUNS, TARGET_P95_MS));
    printTimings(`bench:pipeline  ${RUNS} runs each`, timings, TARGET_P95_MS);
    const failed = timings.some((timing) => !timing.passed);
    console.log(`target: p95 under ${TARGET_P95_MS} ms each: ${failed ? 'MISSED' : 'met'}`);
    if (failed) process.exitCode = 1;
  } finally {
    await context.close();
    await dropDatabase(config.databaseUrl);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
