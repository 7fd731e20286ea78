import type { EntityManager } from '@mikro-orm/postgresql';
import { summarize } from './percentiles';
import { FUNNEL_REACHED_SQL } from '../modules/pipeline/read-models/pipeline.projection';

export const BENCH_PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
export const BENCH_DEALS = Number(process.env.BENCH_DEALS ?? 50_000);
export const BENCH_AREAS = 20;
export const BENCH_AGENTS = 8;

/** An agent's id as the bench writes it: a deterministic uuid (md5 of a label). */
export const benchAgentSql = (n: number | string) => `md5('agent-' || (${n}))::uuid::text`;
export const benchArea = (n: number) => `Zona ${n}`;

/**
 * The pipeline's read model as three years of an agency's work would leave it, written by PostgreSQL in two
 * set-based statements and their counts (no events: the queries read only these tables). Listings: listed over three years,
 * one in five reserved some 20 to 200 days later, one in eight of those sold; deals: spread over the
 * listings and two years, in every stage, one in five unassigned.
 */
export async function writePipelineRows(em: EntityManager): Promise<void> {
  const connection = em.getConnection();
  await connection.execute(
    `insert into pipeline_listings (property_id, title, area, listed_at, agent_id, reserved_at, sold_on,
       final_price_eur, commission_eur, commission_vat_eur)
     select 'bench-' || n, jsonb_build_object('es', 'Propiedad ' || n), 'Zona ' || (n % ${BENCH_AREAS}), listed,
       case when n % 5 = 0 then ${benchAgentSql('n')} end,
       case when n % 5 = 0 then listed + ((20 + n % 180) || ' days')::interval end,
       case when n % 40 = 0 then (listed + ((60 + n % 180) || ' days')::interval)::date end,
       case when n % 40 = 0 then 300000 + n * 97 end,
       case when n % 40 = 0 then round((300000 + n * 97) * 0.03, 2) end,
       case when n % 40 = 0 then round((300000 + n * 97) * 0.03 * 0.21, 2) end
     from generate_series(0, ?::int - 1) n,
       lateral (select now() - interval '3 years' + (n::float8 / ?::int) * interval '3 years' as listed) l`,
    [BENCH_PROPERTIES, BENCH_PROPERTIES],
  );
  await connection.execute(
    `insert into pipeline_deals (property_id, client_id, title, area, agent_id, stage, amount_eur, opened_at,
       viewing_at, offer_at, reserved_at, completed_at, lost_at, updated_at)
     select 'bench-' || p, md5('client-' || i)::uuid::text, jsonb_build_object('es', 'Propiedad ' || p),
       'Zona ' || (p % ${BENCH_AREAS}),
       case when i % 5 = 0 then null else ${benchAgentSql(`i % ${BENCH_AGENTS}`)} end,
       (array['inquiry','viewing','offer','reserved','completed','lost'])[1 + s],
       case when s >= 2 then 300000 + p * 97 end,
       opened,
       case when s >= 1 then opened + interval '3 days' end,
       case when s >= 2 then opened + interval '10 days' end,
       case when s in (3, 4) then opened + interval '20 days' end,
       case when s = 4 then opened + interval '60 days' end,
       case when s = 5 then opened + interval '15 days' end,
       opened + (s * 12 || ' days')::interval
     from generate_series(0, ?::int - 1) i,
       lateral (select (i * 7919) % ?::int as p,
                       (array[0,0,0,1,1,1,2,2,3,4,5,5])[1 + (i * 31) % 12] as s,
                       now() - interval '2 years' + (i::float8 / ?::int) * interval '2 years' as opened) d`,
    [BENCH_DEALS, BENCH_PROPERTIES, BENCH_DEALS],
  );
  // The counts the projection keeps beside the deals.
  await connection.execute(
    `insert into pipeline_stage_counts (stage, agent_id, area, deals)
     select stage, agent_id, area, count(*) from pipeline_deals group by 1, 2, 3`,
  );
  await connection.execute(
    `insert into pipeline_stage_months (month, stage, agent_id, area, deals)
     select date_trunc('month', reached.at at time zone 'Europe/Madrid')::date, reached.stage, d.agent_id,
       d.area, count(*)
     from pipeline_deals d, lateral ${FUNNEL_REACHED_SQL}
     where reached.at is not null group by 1, 2, 3, 4`,
  );
  for (const table of ['pipeline_stage_counts', 'pipeline_stage_months']) {
    await connection.execute(`vacuum analyze ${table}`);
  }
  await connection.execute('vacuum analyze pipeline_listings');
  await connection.execute('vacuum analyze pipeline_deals');
}

export interface Timing {
  label: string;
  p50: number;
  p95: number;
  max: number;
  passed: boolean;
}

/** Runs `run` 20 times to warm up, then `runs` times one after the other, and times each. */
export async function timeRuns(
  label: string,
  run: () => Promise<unknown>,
  runs: number,
  targetMs: number,
): Promise<Timing> {
  for (let i = 0; i < 20; i++) await run();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  const { p50, p95, max } = summarize(durations);
  return { label, p50, p95, max, passed: p95 < targetMs };
}

/* eslint-disable no-console -- a benchmark prints its figures. */
export function printTimings(title: string, timings: readonly Timing[], targetMs: number): void {
  const header = ['query', 'p50 ms', 'p95 ms', 'max ms', `p95 < ${targetMs} ms`];
  const rows = timings.map((t) => [
    t.label,
    t.p50.toFixed(2),
    t.p95.toFixed(2),
    t.max.toFixed(2),
    t.passed ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(title);
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}
