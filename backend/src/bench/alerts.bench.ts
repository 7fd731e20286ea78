/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:alerts`: saved-search and price-drop alerts at the scale of a large client base, on a database
 * and a Redis prefix of its own. It writes 10,000 accounts with 20,000 saved searches and 50,000 favorites over
 * a catalogue of 1,000 properties, then publishes 100 properties and drops 100 prices through the CommandBus,
 * one at a time, each followed by the alert matcher as the worker runs it (ProcessorRunner), and measures the
 * time from the command's return to the moment the event's alert e-mail jobs are in Redis. Then the mail workers
 * (JobWorkers, as configured) send every instant alert, and a daily digest run goes out to every client, each
 * e-mail rendered for real (MJML) and built as a MIME message, but not delivered. The e-mails sent are compared
 * with the number the bench works out by itself from the data it wrote; a difference fails the run.
 * BENCH_CLIENTS, BENCH_SEARCHES, BENCH_FAVORITES, BENCH_PROPERTIES, BENCH_PUBLISHED, BENCH_PRICE_DROPS and
 * BENCH_SEED change the data; BENCH_KEEP_DATABASE=1 keeps the database for EXPLAIN.
 */
import { CommandBus } from '@nestjs/cqrs';
import IORedis from 'ioredis';
import nodemailer from 'nodemailer';
import { Pool } from 'pg';
import { createApplicationContext } from '../bootstrap/application-context';
import { migrate } from '../bootstrap/migrate';
import { ListPropertyCommand } from '../modules/catalogue/commands/list-property/list-property.command';
import { RevisePropertyCommand } from '../modules/catalogue/commands/revise-property/revise-property.command';
import type { PropertyDetails } from '../modules/catalogue/domain/property';
import { AlertDigestMailJobHandler } from '../modules/engagement/alerts/alert-digest-mail.job-handler';
import {
  ALERTS_QUEUE,
  RUN_ALERT_DIGEST_JOB,
  SEND_ALERT_DIGEST_JOB,
  type RunAlertDigestJob,
} from '../modules/engagement/alerts/alert-digest';
import { AlertMailJobHandler } from '../modules/engagement/alerts/alert-mail.job-handler';
import { AlertMatcher, SEND_ALERT_MAIL_JOB } from '../modules/engagement/alerts/alert-matcher';
import { RunAlertDigestJobHandler } from '../modules/engagement/alerts/run-alert-digest.job-handler';
import {
  clientDecider,
  type ClientCommand,
  type ClientState,
} from '../modules/engagement/domain/client.decider';
import { clientStreamId, type ClientEvent } from '../modules/engagement/domain/client.events';
import type { CommandResult } from '../platform/commands/decider-runner';
import { DeciderRunner } from '../platform/commands/decider-runner';
import { loadConfig, type AppConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import type { Decider } from '../platform/domain/decider';
import { JobQueues } from '../platform/jobs/job-queues';
import { JobWorkers } from '../platform/jobs/job-workers';
import { MailSender } from '../platform/mail/mail-sender';
import { ProcessorRunner } from '../platform/projections/processor-runner';
import {
  generateClients,
  generateClientSpace,
  seededRandom,
  type BenchClient,
  type BenchClientSpace,
} from './alert-bench-data';
import {
  countMails,
  costAlone,
  EnqueueProbe,
  MAIL_SAMPLE,
  trackJobs,
  type JobStats,
  type MailKind,
} from './alert-bench-probes';
import {
  expectAlerts,
  propertyFacts,
  type AlertEvent,
  type Expectation,
  type PropertyFacts,
} from './alert-expectations';
import { summarize } from './percentiles';
import { syntheticProperty } from './synthetic-properties';
import { benchDatabase } from './bench-database';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 20_000);
const FAVORITES = Number(process.env.BENCH_FAVORITES ?? 50_000);
const CATALOGUE = Number(process.env.BENCH_PROPERTIES ?? 1_000);
const PUBLISHED = Number(process.env.BENCH_PUBLISHED ?? 100);
const PRICE_DROPS = Number(process.env.BENCH_PRICE_DROPS ?? 100);
const SEED = Number(process.env.BENCH_SEED ?? 20_261_125);
/** Concurrent writers while the data is written (the ORM's pool has 10 connections). */
const WRITERS = 4;
/** Gmail shows the first 102 KB of an e-mail's HTML, then a "view entire message" link. */
const CLIPPED_HTML_BYTES = 102 * 1024;
const TARGET_P99_MS = 200;
const TARGET_DIGEST_S = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function inParallel<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

// ---------------------------------------------------------------- the data

/**
 * Accounts straight into identity's read model, in one statement: registering 10,000 clients through the
 * command path would spend its time hashing passwords with argon2, which is not what this bench measures.
 * The mail handlers read these rows through GetAccountContactsQuery, as they read any account.
 */
async function insertAccounts(pool: Pool, clients: readonly BenchClient[]): Promise<void> {
  await pool.query(
    `insert into identity_users (id, version, email, email_verified, pending_email, first_name, last_name,
       display_name, phone, language, newsletter, role, status, registered_at, updated_at)
     select id, 1, email, true, null, first_name, last_name, null, null, language, false, 'user', 'active',
       now(), now()
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])
       as c(id, email, first_name, last_name, language)`,
    [
      clients.map((c) => c.id),
      clients.map((c) => c.email),
      clients.map((c) => c.firstName),
      clients.map((c) => c.lastName),
      clients.map((c) => c.language),
    ],
  );
}

/** All of a client's commands decided one after another on their stream and appended in one transaction. */
const clientSpaceDecider: Decider<ClientCommand[], ClientState, ClientEvent> = {
  initialState: clientDecider.initialState,
  evolve: clientDecider.evolve,
  decide(commands, state) {
    const events: ClientEvent[] = [];
    for (const command of commands) {
      const decided = clientDecider.decide(command, state);
      state = decided.reduce(clientDecider.evolve, state);
      events.push(...decided);
    }
    return events;
  },
};

/**
 * The saved searches, favorites and alert settings as real client events: the product's decider, event store
 * and inline projections (which write the read models the matcher reads), one transaction per client instead
 * of one per command, which would take a minute for the same rows.
 */
async function writeClientSpaces(runner: DeciderRunner, space: BenchClientSpace): Promise<void> {
  const at = new Date().toISOString();
  const commands = new Map<string, ClientCommand[]>();
  const add = (userId: string, command: ClientCommand) =>
    commands.set(userId, [...(commands.get(userId) ?? []), command]);
  for (const { id, userId, name, filters, frequency } of space.searches) {
    add(userId, { type: 'SaveSearch', userId, searchId: id, name, filters, frequency, at });
  }
  for (const [userId, propertyIds] of space.favorites)
    add(userId, { type: 'MergeFavorites', userId, propertyIds, at });
  for (const userId of space.priceDropAlertsOff) {
    add(userId, { type: 'ChangePriceDropAlerts', userId, enabled: false, source: 'account', at });
  }
  await inParallel([...commands], WRITERS, async ([userId, list]) => {
    await runner.run({ streamId: clientStreamId(userId), decider: clientSpaceDecider, command: list });
  });
}

interface Listing {
  id: string;
  details: PropertyDetails;
  version: number;
}

interface Catalogue {
  facts: Map<string, PropertyFacts>;
  /** In the order of their ids. */
  listings: Listing[];
  onMarket: Listing[];
}

/** Properties 0..count-1 of synthetic-properties.ts through ListPropertyCommand, one in five a draft. */
async function listCatalogue(commands: CommandBus, probe: EnqueueProbe): Promise<Catalogue> {
  const facts = new Map<string, PropertyFacts>();
  const listings: Listing[] = [];
  const events: string[] = [];
  await inParallel(
    Array.from({ length: CATALOGUE }, (_, n) => n),
    WRITERS,
    async (n) => {
      const { id, details } = syntheticProperty(n);
      const status = n % 10 === 7 || n % 10 === 8 ? 'draft' : 'active';
      const result = await commands.execute(new ListPropertyCommand(id, details, null, status));
      facts.set(id, propertyFacts(details, status));
      listings.push({ id, details, version: result.version });
      events.push(result.events[0].eventId);
    },
  );
  // The catalogue was there before the clients: its listings alert nobody.
  await probe.matchUntilHandled(events);
  // Whatever order the writers finished in, so the seed decides the rest.
  listings.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  return { facts, listings, onMarket: listings.filter((l) => facts.get(l.id)!.status === 'active') };
}

interface Planned {
  event: AlertEvent;
  command: ListPropertyCommand | RevisePropertyCommand;
}

/** New properties on the market and lower prices (by 3% to 20%) of properties on it, shuffled. */
function planEvents(random: () => number, catalogue: Catalogue): Planned[] {
  const planned: Planned[] = [];
  for (let n = CATALOGUE; n < CATALOGUE + PUBLISHED; n++) {
    const { id, details } = syntheticProperty(n);
    planned.push({
      event: { kind: 'published', propertyId: id, facts: propertyFacts(details, 'active') },
      command: new ListPropertyCommand(id, details, null, 'active'),
    });
  }
  const { onMarket } = catalogue;
  const dropped = new Set<string>();
  while (dropped.size < Math.min(PRICE_DROPS, onMarket.length)) {
    dropped.add(onMarket[Math.floor(random() * onMarket.length)].id);
  }
  for (const { id, details, version } of catalogue.listings.filter((l) => dropped.has(l.id))) {
    const priceEur = Math.floor((details.price.saleEur * (0.8 + 0.17 * random())) / 1000) * 1000;
    planned.push({
      event: { kind: 'price_drop', propertyId: id, priceEur },
      command: new RevisePropertyCommand(
        id,
        { ...details, price: { ...details.price, saleEur: priceEur } },
        version,
      ),
    });
  }
  for (let i = planned.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [planned[i], planned[j]] = [planned[j], planned[i]];
  }
  return planned;
}

interface EventFigures {
  latency: Record<AlertEvent['kind'], number[]>;
  /** From the command's return to the start of `addMany`: the matcher's transaction up to then. */
  untilEnqueue: number[];
  enqueue: number[];
  jobs: number[];
  /** Events whose jobs differ in number from the expectation. */
  mismatches: number;
  /** Matcher runs that found the event still hidden behind another transaction. */
  extraRuns: number;
}

/** Each event alone: the command, then the matcher until the event's jobs are in Redis. */
async function measureEvents(
  commands: CommandBus,
  probe: EnqueueProbe,
  planned: readonly Planned[],
  expected: Expectation,
): Promise<EventFigures> {
  const figures: EventFigures = {
    latency: { published: [], price_drop: [] },
    untilEnqueue: [],
    enqueue: [],
    jobs: [],
    mismatches: 0,
    extraRuns: 0,
  };
  for (const [index, { event, command }] of planned.entries()) {
    const result: CommandResult = await commands.execute(command);
    const committed = performance.now();
    if (result.events.length !== 1) throw new Error(`Expected one event, got ${result.events.length}`);
    probe.lastEnqueue = { started: 0, ended: 0, jobs: 0 };
    figures.extraRuns += (await probe.matchUntilHandled([result.events[0].eventId])) - 1;
    const { started, ended, jobs } = probe.lastEnqueue;
    figures.latency[event.kind].push(ended - committed);
    figures.untilEnqueue.push(started - committed);
    figures.enqueue.push(ended - started);
    figures.jobs.push(jobs);
    if (jobs !== expected.instantJobsPerEvent[index]) figures.mismatches++;
  }
  return figures;
}

/** The mail workers, as configured, until `done` holds. */
async function runWorkers(
  workers: JobWorkers,
  stats: readonly JobStats[],
  done: () => boolean,
): Promise<void> {
  await workers.start();
  try {
    const deadline = Date.now() + 15 * 60_000;
    while (!done()) {
      const failed = stats.reduce((sum, s) => sum + s.failed, 0);
      if (failed > 0) throw new Error(`${failed} e-mail jobs failed`);
      if (Date.now() > deadline) throw new Error('The mail jobs did not finish');
      await sleep(5);
    }
  } finally {
    await workers.stop();
  }
}

const figures = (values: number[], digits = 1) => {
  const { p50, p95, p99, max } = summarize(values);
  return `p50 ${p50.toFixed(digits)}  p95 ${p95.toFixed(digits)}  p99 ${p99.toFixed(digits)}  max ${max.toFixed(digits)}`;
};
const perSecond = (count: number, ms: number) => `${((count / ms) * 1000).toFixed(0)}/s`;
const meets = (met: boolean) => (met ? 'meets' : 'misses');

async function main(): Promise<number> {
  const { runId, databaseUrl } = benchDatabase('alerts');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `costa-bench-alerts-${runId}`,
    LOG_LEVEL: 'warn',
  });
  await migrate(config);
  const context = await createApplicationContext(config, 'bench');
  const pool = new Pool({ connectionString: config.databaseUrl, max: 2 });
  try {
    const commands = context.get(CommandBus);
    const queues = context.get(JobQueues);
    const probe = new EnqueueProbe(context.get(ProcessorRunner), context.get(AlertMatcher), queues);
    const random = seededRandom(SEED);

    // ------------------------------------------------ the data
    const setupStarted = performance.now();
    const clients = generateClients(random, CLIENTS);
    await insertAccounts(pool, clients);
    const catalogue = await listCatalogue(commands, probe);
    const space = generateClientSpace(
      random,
      clients,
      catalogue.onMarket.map((listing) => listing.id),
      SEARCHES,
      FAVORITES,
    );
    await writeClientSpaces(context.get(DeciderRunner), space);
    // What autovacuum does soon after a bulk load: the planner's statistics.
    await pool.query(
      'analyze engagement_saved_searches, engagement_favorites, engagement_alert_settings, engagement_properties',
    );
    const setupMs = performance.now() - setupStarted;

    // ------------------------------------------------ the events, one at a time
    const planned = planEvents(random, catalogue);
    const expected = expectAlerts(
      new Map([...catalogue.facts].map(([id, facts]) => [id, { ...facts }])),
      space,
      planned.map((p) => p.event),
    );
    const events = await measureEvents(commands, probe, planned, expected);

    // ------------------------------------------------ the e-mails
    const mime = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const mails = countMails(context.get(MailSender), mime, config.mail.from);
    const instant = trackJobs(context.get(AlertMailJobHandler));
    const run = trackJobs(context.get(RunAlertDigestJobHandler));
    const digest = trackJobs(context.get(AlertDigestMailJobHandler));
    const workers = context.get(JobWorkers);
    const stats = [instant, run, digest];

    const instantJobs = probe.enqueued[SEND_ALERT_MAIL_JOB] ?? 0;
    const instantStarted = performance.now();
    await runWorkers(workers, stats, () => instant.done >= instantJobs);
    const instantMs = performance.now() - instantStarted;

    // The run's cutoff is the moment its job is created: after every event.
    const digestStarted = performance.now();
    await queues.addMany(ALERTS_QUEUE, [
      {
        name: RUN_ALERT_DIGEST_JOB,
        data: { frequency: 'daily' } satisfies RunAlertDigestJob,
        jobId: `bench-daily-digest-${runId}`,
      },
    ]);
    const digestJobs = () => probe.enqueued[SEND_ALERT_DIGEST_JOB] ?? 0;
    await runWorkers(workers, stats, () => run.done === 1 && digest.done >= digestJobs());
    const digestMs = performance.now() - digestStarted;

    const {
      rows: [skipped],
    } = await pool.query<{ n: number }>(
      `select count(*)::int as n from mail_log where message_id = 'skipped'`,
    );
    const alone = async (kind: MailKind) =>
      costAlone(mails.samples[kind], mime, config.mail.from, config.publicUrl);
    const cost = {
      search: await alone('search'),
      priceDrop: await alone('priceDrop'),
      digest: await alone('digest'),
    };

    // ------------------------------------------------ the figures
    const frequency = (f: string) => space.searches.filter((s) => s.frequency === f).length;
    console.log(
      `bench:alerts  ${CLIENTS} clients, ${space.searches.length} saved searches (instant ${frequency('instant')}, ` +
        `daily ${frequency('daily')}, weekly ${frequency('weekly')}, none ${frequency('none')}), ${FAVORITES} ` +
        `favorites (${space.priceDropAlertsOff.size} clients without price-drop e-mails), ${CATALOGUE} properties ` +
        `(${catalogue.onMarket.length} on the market); written in ${seconds(setupMs)}`,
    );
    const drops = planned.length - PUBLISHED;
    console.log(
      `  ${PUBLISHED} properties published, ${drops} prices dropped; each event alone (command, then the matcher)`,
    );
    const all = [...events.latency.published, ...events.latency.price_drop];
    console.log(`  event -> its e-mail jobs in Redis (ms)`);
    console.log(`    every event   ${figures(all)}   (target p99 < ${TARGET_P99_MS} ms)`);
    console.log(`    published     ${figures(events.latency.published)}`);
    console.log(`    price drop    ${figures(events.latency.price_drop)}`);
    console.log(`    of which the matcher's transaction up to addMany   ${figures(events.untilEnqueue)}`);
    console.log(`    of which addMany to Redis                          ${figures(events.enqueue)}`);
    console.log(
      `  instant e-mail jobs per event: ${figures(events.jobs, 0)}; ${events.mismatches} events enqueued ` +
        `other than expected; ${events.extraRuns} matcher runs found the event still hidden`,
    );
    console.log(
      `  instant e-mails: ${instant.done} in ${seconds(instantMs)} (${perSecond(instant.done, instantMs)}); ` +
        `job ${figures(instant.ms)} ms`,
    );
    console.log(
      `  daily digest: run ${run.ms[0].toFixed(0)} ms for ${digestJobs()} clients; the run and every digest ` +
        `e-mail in ${seconds(digestMs)} (${perSecond(digest.done, digestMs)}) (target < ${TARGET_DIGEST_S} s)`,
    );
    console.log(`    digest job ${figures(digest.ms)} ms`);
    console.log(`    cards per digest ${figures(expected.dailyDigestCards, 0)}`);
    const clipped = mails.digestHtmlBytes.filter((bytes) => bytes > CLIPPED_HTML_BYTES).length;
    console.log(
      `    HTML KB per digest ${figures(
        mails.digestHtmlBytes.map((bytes) => bytes / 1024),
        0,
      )}; ` + `${clipped} of ${mails.digestHtmlBytes.length} over Gmail's 102 KB`,
    );
    const each = ({ render, mime }: { render: number; mime: number }) =>
      `${render.toFixed(1)} + ${mime.toFixed(1)} ms`;
    console.log(
      `  one e-mail alone, MJML + MIME (${MAIL_SAMPLE} of each kind): instant ${each(cost.search)}, ` +
        `price drop ${each(cost.priceDrop)}, digest ${each(cost.digest)}`,
    );
    console.log(
      `  alerts waiting for a digest: daily ${expected.recorded.daily}, weekly ${expected.recorded.weekly}; ` +
        `of searches that alert nobody: ${expected.recorded.none}; mail jobs skipped: ${skipped.n}`,
    );
    const rows: [string, number, number][] = [
      ['instant search alerts', expected.instantSearchMails, mails.sent.search],
      ['favorite price drops', expected.favoritePriceDropMails, mails.sent.priceDrop],
      ['daily digests', expected.dailyDigestCards.length, mails.sent.digest],
      ['daily digest recipients', expected.dailyDigestCards.length, mails.digestRecipients.size],
    ];
    console.log(`  e-mails                     expected    sent`);
    for (const [label, want, got] of rows) {
      const differs = want === got ? '' : '  DIFFERENT';
      console.log(`    ${label.padEnd(24)}${String(want).padStart(8)}${String(got).padStart(8)}${differs}`);
    }
    const p99 = summarize(all).p99;
    console.log(
      `  p99 ${p99.toFixed(1)} ms ${meets(p99 < TARGET_P99_MS)} the ${TARGET_P99_MS} ms target; ` +
        `digest ${seconds(digestMs)} ${meets(digestMs < TARGET_DIGEST_S * 1000)} the ${TARGET_DIGEST_S} s target`,
    );
    const counted = rows.every(([, want, got]) => want === got) && events.mismatches === 0;
    if (!counted) console.log('  FAILED: the e-mails sent differ from the e-mails expected');
    return counted ? 0 : 1;
  } finally {
    await pool.end();
    await context.close();
    await deleteRedisKeys(config);
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept ${config.databaseUrl}`);
    else await dropDatabase(config.databaseUrl);
  }
}

async function deleteRedisKeys(config: AppConfig): Promise<void> {
  const redis = new IORedis(config.redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redisPrefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
