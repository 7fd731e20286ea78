/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * The sellers' Monday reports at scale (run by `npm run bench:pipeline` after the pipeline's bench): 2,000
 * sellers (BENCH_SELLERS overrides), one per property, each under a mandate in force, with two weeks of
 * statistics, a viewing with the agent's feedback and an offer on every tenth property, in a database of its
 * own and a throwaway Redis prefix. Times Monday's run (one read of the sellers, one mail job each added in
 * bulk to the real Redis) and the building of every report as its mail job does before sending (the five
 * modules' figures, the signed link, the e-mail rendered), five at a time as a worker runs them, and prints
 * the total against the 60 s target.
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { createApplicationContext } from '../bootstrap/application-context';
import { migrate } from '../bootstrap/migrate';
import {
  lastCompletedWeek,
  previousWeek,
  weekContaining,
} from '../modules/seller-reports/domain/report-week';
import { RunWeeklyReportsJobHandler } from '../modules/seller-reports/jobs/run-weekly-reports.job-handler';
import { WEEKLY_REPORTS_SCHEDULE } from '../modules/seller-reports/jobs/weekly-run';
import { SellerReportComposer } from '../modules/seller-reports/mail/seller-report-composer';
import type { SellerReportMailJob } from '../modules/seller-reports/mail/seller-report-mails';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { JobQueues } from '../platform/jobs/job-queues';
import { renderBrandedMail } from '../platform/mail/branded-mail';
import { MAIL_QUEUE } from '../platform/mail/mail-message';
import { benchDatabase } from './bench-database';
import { insertProperties } from './synthetic-properties';

const SELLERS = Number(process.env.BENCH_SELLERS ?? 2_000);
const TARGET_SECONDS = 60;
/** The mail worker's concurrency (platform/jobs/job-workers.ts). */
const CONCURRENCY = 5;
const LANGUAGES = ['es', 'en', 'de', 'ru', 'mk'] as const;

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Mandates, sellers and two weeks of figures, written straight into the read models. */
async function writeSellers(pool: Pool, monday: string): Promise<void> {
  await insertProperties(pool, SELLERS);
  await pool.query(
    `insert into mandates (property_id, exclusive, commission_percent, starts_on, ends_on, asking_price_eur,
       recorded_at, version)
     select 'bench-' || n, true, 3, $1::date - 90, $1::date + 90, 1000000, now(), 2
     from generate_series(0, $2::int - 1) n`,
    [monday, SELLERS],
  );
  await pool.query(
    `insert into mandate_sellers (seller_id, property_id, name, email, phone, language, status, added_at, updated_at)
     select md5('seller-' || n)::uuid, 'bench-' || n, 'Vendedor ' || n, 'vendedor' || n || '@example.com',
       '+34 600 000 000', ($2::text[])[n % 5 + 1], 'active', now(), now()
     from generate_series(0, $1::int - 1) n`,
    [SELLERS, LANGUAGES],
  );
  await pool.query(
    `insert into listing_daily_views (property_id, day, views)
     select 'bench-' || n, $1::date - d, (n * 7 + d * 13) % 90
     from generate_series(0, $2::int - 1) n, generate_series(1, 14) d`,
    [monday, SELLERS],
  );
  await pool.query(
    `insert into listing_daily_activity (property_id, day, favorites, inquiries, viewings, offers)
     select 'bench-' || n, $1::date - d, n % 3, d % 2, (n + d) % 2, case when d = 3 and n % 10 = 0 then 1 else 0 end
     from generate_series(0, $2::int - 1) n, generate_series(1, 14) d`,
    [monday, SELLERS],
  );
}

/** A viewing held with the agent's feedback and an offer, on every tenth property, in the reported week. */
async function writeViewingsAndOffers(pool: Pool, weekStart: Date): Promise<void> {
  const at = new Date(weekStart.getTime() + 34 * 3_600_000);
  for (let n = 0; n < SELLERS; n += 10) {
    await pool.query(
      `insert into viewings (id, client_id, property_id, property_title, property_reference, slots, language,
         status, starts_at, ends_at, mode, agent_id, sequence, requested_at, updated_at, version,
         feedback_interest, feedback_remarks, feedback_recorded_at)
       values ($1, $2, $3, '{"es":"Casa"}', 'CC', '[]', 'es', 'done', $4, $4::timestamptz + interval '1 hour',
         'in_person', $2, 1, $4, $4, 1, 'interested', 'Le gustó la luz del salón.', $4)`,
      [randomUUID(), randomUUID(), `bench-${n}`, at],
    );
    await pool.query(
      `insert into sales_offers (id, property_id, client_id, property_title, property_reference, status,
         amount_eur, financing, conditions, valid_until, source, rounds, created_at, updated_at, version)
       values ($1, $2, $3, '{"es":"Casa"}', 'CC', 'awaiting_seller', 950000, 'cash', 'Sin condiciones',
         $4::timestamptz::date + 30, 'client', '[]', $4, $4, 1)`,
      [randomUUID(), `bench-${n}`, randomUUID(), at],
    );
  }
}

async function main(): Promise<void> {
  const { databaseUrl, runId } = benchDatabase('seller_reports');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `costa-bench-seller-reports-${runId}`,
    LOG_LEVEL: 'warn',
  });
  await migrate(config);
  const context = await createApplicationContext(config, 'bench');
  const queues = context.get(JobQueues);
  try {
    // This Monday's run, reporting the week before it.
    const thisWeek = weekContaining(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format());
    const runAt = new Date(thisWeek.start.getTime() + 8 * 3_600_000);
    const reported = lastCompletedWeek(runAt);
    const pool = new Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const writing = performance.now();
      await writeSellers(pool, thisWeek.monday);
      await writeViewingsAndOffers(pool, reported.start);
      await pool.query('vacuum analyze');
      console.log(
        `bench:seller-reports  ${SELLERS.toLocaleString('en')} sellers with their mandates and two weeks of figures written in ${seconds(writing).toFixed(1)} s (weeks ${previousWeek(reported).isoWeek} and ${reported.isoWeek})`,
      );
    } finally {
      await pool.end();
    }

    const fanOut = performance.now();
    await context.get(RunWeeklyReportsJobHandler).handle({
      id: `repeat:${WEEKLY_REPORTS_SCHEDULE.schedulerId}:${runAt.getTime()}`,
      timestamp: Date.now(),
    });
    const queueing = seconds(fanOut);
    const queue = queues.get(MAIL_QUEUE);
    const waiting = await queue.getJobs(['waiting', 'prioritized', 'delayed'], 0, SELLERS + 10);
    const jobs = waiting.map((job) => job.data as SellerReportMailJob);
    if (jobs.length !== SELLERS) throw new Error(`expected ${SELLERS} mail jobs, found ${jobs.length}`);

    // Each report as its mail job builds it before sending, CONCURRENCY at a time as a worker runs them.
    const composer = context.get(SellerReportComposer);
    const building = performance.now();
    let next = 0;
    let bytes = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < jobs.length) {
          const mail = await composer.compose(jobs[next++]);
          if (!mail) throw new Error('a report of an active seller was not built');
          bytes += (await renderBrandedMail(mail.content, config.publicUrl)).html.length;
        }
      }),
    );
    const built = seconds(building);
    const total = queueing + built;
    console.log(
      `  queueing: one read and ${jobs.length.toLocaleString('en')} jobs added in ${queueing.toFixed(2)} s`,
    );
    console.log(
      `  building: ${jobs.length.toLocaleString('en')} reports built and rendered in ${built.toFixed(1)} s ` +
        `(${((built * 1000) / jobs.length).toFixed(1)} ms each at ${CONCURRENCY} at a time, ${(bytes / jobs.length / 1024).toFixed(0)} KB of HTML each)`,
    );
    const met = total < TARGET_SECONDS;
    console.log(
      `target: all weekly reports built and queued within ${TARGET_SECONDS} s: ${total.toFixed(1)} s, ${met ? 'met' : 'MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await queues.get(MAIL_QUEUE).obliterate({ force: true });
    await context.close();
    await dropDatabase(config.databaseUrl);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
