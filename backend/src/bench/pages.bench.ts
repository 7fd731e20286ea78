/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:pages`: the server-rendered public pages against the JSON API that serves the same data. On a
 * database of its own it writes 10,000 properties, starts the real application (API and server renderer, the
 * frontend's dist-server build) in a child process with NODE_ENV=production, as it runs in production (React's
 * server renderer runs its development build otherwise, about twice as slow), so the load generator never shares
 * its event loop, and drives each scenario with 20 concurrent keep-alive connections that accept brotli and
 * gzip as browsers do: `/properties` with filters and its `GET /api/properties`, `/property/<id>` (some in /en
 * and /ru) and its `GET /api/properties/<id>` (the page reads the similar listings too), for 1,000 listings most of
 * which are rendered for the first time and for 24 the server keeps once rendered. Before measuring, every
 * search page and a sample of property pages must answer 200 with their h1 and listings rendered on the server
 * (the listing links or the reference of the API's answer), and under load a page only counts when it is the
 * rendered page (not the frame the browser renders when rendering failed). Prints throughput, latency
 * p50/p95/p99 and the size sent (compressed when the server compressed it) of each, the page's share of the
 * API's throughput, and the p95 with one connection; exits 1 when a request failed. The database is dropped
 * and the server stopped whatever happens (Ctrl+C included).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (20) override the defaults; BENCH_CPU_PROF=<dir> writes a
 * CPU profile of the server (node --cpu-prof) into that folder.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'pg';
import { createApiApp } from '../bootstrap/api-app';
import { migrate } from '../bootstrap/migrate';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { httpLoad, type LoadResult } from './http-load';
import { summarize } from './percentiles';
import { insertProperties, syntheticProperty } from './synthetic-properties';
import { benchDatabase } from './bench-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SINGLE_CONNECTION_SECONDS = Math.max(2, Math.round(SECONDS / 2));
const WARM_UP_SECONDS = 2;
const PROPERTIES = 10_000;
/** The page's first load asks the API for 12 cards (PAGE_SIZE of the frontend's search options). */
const PAGE_SIZE = 12;
/** Pages of each scenario checked before the load: every search, 24 property pages (6 in each language). */
const CHECKED_PAGES = 24;
const SERVER_START_TIMEOUT_MS = 60_000;
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };
const TARGET_RATIO = 0.5;
const TARGET_SINGLE_P95_MS = 30;

/**
 * Searches visitors make on /properties, as the filters' links write them (filtersToParams' order). Each one
 * matches listings of the synthetic catalogue, where each type is found in one location only.
 */
const SEARCHES = [
  'location=laredo&type=villa',
  'location=santander&location=noja&type=penthouse&type=studio',
  'priceMin=500000&priceMax=1500000',
  'q=sardinero',
  'type=apartment&priceMax=400000&features=sea_view',
  'location=santander&priceMax=900000&bedroomsMin=3&sort=price_asc',
];
const LANGUAGES = ['', '', '/en', '/ru'];

/** A small deterministic generator (mulberry32): the same addresses in every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Ids of public properties (no drafts, no withdrawn listings), drawn at random among the 10,000. */
function publicIds(count: number): string[] {
  const next = random(42);
  const ids: string[] = [];
  while (ids.length < count) {
    const { id, status } = syntheticProperty(Math.floor(next() * PROPERTIES));
    if (status !== 'draft' && status !== 'withdrawn') ids.push(id);
  }
  return ids;
}

interface Scenario {
  name: string;
  kind: 'page' | 'api';
  paths: string[];
}

/** Each page scenario and its API twin: path i of the one shows what path i of the other answers. */
function scenarios(): { page: Scenario; api: Scenario }[] {
  const ids = publicIds(1000);
  return [
    {
      page: {
        name: '/properties?...',
        kind: 'page',
        paths: SEARCHES.map((search, i) => `${LANGUAGES[i % LANGUAGES.length]}/properties?${search}`),
      },
      api: {
        name: '/api/properties?...',
        kind: 'api',
        paths: SEARCHES.map((search) => `/api/properties?${search}&limit=${PAGE_SIZE}`),
      },
    },
    // The server keeps a page it rendered until its data changes (rendered-pages.ts): 1,000 listings are
    // mostly rendered for the first time within the run, 24 are rendered once and then served as kept.
    ...[
      { name: 'new', ids },
      { name: 'kept', ids: ids.slice(0, 24) },
    ].map(({ name, ids: chosen }) => ({
      page: {
        name: `/property/<id> ${name}`,
        kind: 'page' as const,
        paths: chosen.map((id, i) => `${LANGUAGES[i % LANGUAGES.length]}/property/${id}`),
      },
      api: {
        name: '/api/properties/<id>',
        kind: 'api' as const,
        paths: chosen.map((id) => `/api/properties/${id}`),
      },
    })),
  ];
}

// ---------------------------------------------------------------- the load

interface Result extends LoadResult {
  bytes: number;
  encodings: Map<string, number>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

/**
 * What a cheap look at the headers can tell under load: 200, and for a page the answer of the server renderer
 * (shared caches may keep it: `public`), not the frame it sends with `no-cache` when rendering fails. The
 * bodies are checked in full before the load (`check`).
 */
function succeeded(kind: Scenario['kind'], { status, headers }: Answer): boolean {
  if (status !== 200) return false;
  if (kind === 'api') return String(headers['content-type']).startsWith('application/json');
  return (
    String(headers['content-type']).startsWith('text/html') &&
    String(headers['cache-control']).startsWith('public')
  );
}

async function load(port: number, scenario: Scenario, connections: number, seconds: number): Promise<Result> {
  const encodings = new Map<string, number>();
  let bytes = 0;
  const result = await httpLoad({
    connections,
    seconds,
    paths: scenario.paths,
    send: async (agent, path) => {
      const answer = await get(agent, port, path);
      if (!succeeded(scenario.kind, answer)) return false;
      bytes += answer.body.length;
      const encoding = String(answer.headers['content-encoding'] ?? 'identity');
      encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
      return true;
    },
  });
  return { ...result, bytes, encodings };
}

function decoded({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  const raw = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return raw.toString('utf8');
}

/** The HTML the server rendered into `<div id="root">`, without the hydration state that follows it. */
function renderedPart(html: string): string {
  const start = html.indexOf('<div id="root">');
  const state = html.indexOf('<script type="application/json" id="ssr-state">');
  return start >= 0 && state > start ? html.slice(start, state) : '';
}

/**
 * Every search page and a sample of property pages answer 200 with what a visitor reads, rendered on the
 * server: the h1, and the listing the API answers for the same address (a link to each of its properties on
 * a search page, the property's reference on its page), with the hydration state after it. Their API twins
 * answer 200 with JSON that has what the page shows. Anything else stops the benchmark before it measures.
 */
async function check(port: number, page: Scenario, api: Scenario): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < Math.min(page.paths.length, CHECKED_PAGES); i++) {
      const apiAnswer = await get(agent, port, api.paths[i]);
      if (!succeeded('api', apiAnswer)) throw new Error(`${api.paths[i]} answered ${apiAnswer.status}`);
      const json = JSON.parse(decoded(apiAnswer)) as { items?: { id: string }[]; reference?: string };
      const expected = json.items
        ? json.items.map(({ id }) => `/property/${id}"`)
        : json.reference
          ? [json.reference]
          : [];
      if (expected.length === 0) throw new Error(`${api.paths[i]} answered no property`);

      const pageAnswer = await get(agent, port, page.paths[i]);
      const rendered = renderedPart(decoded(pageAnswer));
      const missing = expected.filter((text) => !rendered.includes(text));
      if (!succeeded('page', pageAnswer) || !/<h1[\s>]/.test(rendered)) {
        throw new Error(`${page.paths[i]} answered ${pageAnswer.status} without its server-rendered page`);
      }
      if (missing.length) {
        throw new Error(
          `${page.paths[i]} was rendered without ${missing.join(', ')} (${api.paths[i]} has them)`,
        );
      }
    }
  } finally {
    agent.destroy();
  }
}

// ---------------------------------------------------------------- the server (a child process)

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const profile = process.env.BENCH_CPU_PROF;
  const execArgv = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
  const child = fork(__filename, ['serve', databaseUrl], {
    stdio: 'inherit',
    execArgv,
    env: {
      ...process.env,
      // Production as it runs: React's production build; its keys must be set and long. No mail is sent.
      NODE_ENV: 'production',
      ...Object.fromEntries(
        ['JWT_SECRET', 'SELLER_REPORT_LINK_SECRET', 'PORTAL_FEED_SECRET', 'TWO_FACTOR_KEY'].map((key) => [
          key,
          randomBytes(48).toString('base64'),
        ]),
      ),
      MAIL_TRANSPORT: 'file',
      REDIS_PREFIX: 'costa-bench-pages',
      LOG_LEVEL: 'warn',
    },
  });
  stopOnExit(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${SERVER_START_TIMEOUT_MS / 1000} s`)),
      SERVER_START_TIMEOUT_MS,
    );
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.once('exit', (code, signal) => {
        if (!stopping) console.error(`the server stopped (${signal ?? code}) before the benchmark ended`);
      });
      resolve({ child, port: message.port });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
    });
  });
}

// ---------------------------------------------------------------- clean-up, even on Ctrl+C

const cleanUps: (() => Promise<void>)[] = [];
let stopping = false;

function stopOnExit(child: ChildProcess): void {
  cleanUps.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
}

async function cleanUp(): Promise<void> {
  stopping = true;
  for (const step of cleanUps.splice(0).reverse()) {
    await step().catch((error: unknown) => console.error('clean-up:', error));
  }
}

function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server and dropping the database`);
      void cleanUp().then(() => process.exit(130));
    });
  }
}

// ---------------------------------------------------------------- measure and report

interface Measured {
  scenario: Scenario;
  loaded: Result;
  single: Result;
}

async function measure(port: number, scenario: Scenario): Promise<Measured> {
  await load(port, scenario, CONNECTIONS, WARM_UP_SECONDS);
  const loaded = await load(port, scenario, CONNECTIONS, SECONDS);
  const single = await load(port, scenario, 1, SINGLE_CONNECTION_SECONDS);
  return { scenario, loaded, single };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

function report({ scenario, loaded, single }: Measured): {
  throughput: number;
  singleP95: number;
  failures: number;
} {
  const throughput = loaded.requests / loaded.seconds;
  const { p50, p95, p99 } = summarize(loaded.latencies);
  const singleP95 = summarize(single.latencies).p95;
  const size = loaded.requests ? (loaded.bytes / loaded.requests / 1024).toFixed(1) : '-';
  const encoding = [...loaded.encodings].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '-';
  console.log(
    `  ${scenario.name.padEnd(22)} ${throughput.toFixed(0).padStart(5)} req/s  p50${ms(p50)}  p95${ms(p95)}` +
      `  p99${ms(p99)}  ${size.padStart(6)} KB ${encoding.padEnd(8)}  1 conn p95${ms(singleP95)}` +
      `  (${loaded.requests + single.requests} ok, ${loaded.failures + single.failures} failed)`,
  );
  return { throughput, singleP95, failures: loaded.failures + single.failures };
}

async function main(): Promise<number> {
  cleanUpOnSignals();
  const { databaseUrl } = benchDatabase('pages');
  cleanUps.push(() => dropDatabase(databaseUrl));
  await migrate(loadConfig({ ...process.env, DATABASE_URL: databaseUrl }));
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const started = performance.now();
  try {
    await insertProperties(pool, PROPERTIES);
  } finally {
    await pool.end();
  }
  console.log(
    `bench:pages  ${PROPERTIES} properties (written in ${((performance.now() - started) / 1000).toFixed(1)} s), ` +
      `NODE_ENV=production, ${CONNECTIONS} connections for ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, ` +
      `then 1 connection for ${SINGLE_CONNECTION_SECONDS} s; accept-encoding: ${HEADERS['accept-encoding']}; ` +
      `KB: mean size sent, and its content-encoding`,
  );
  const { port } = await startServer(databaseUrl);
  let failures = 0;
  for (const { page, api } of scenarios()) {
    await check(port, page, api);
    const pageFigures = report(await measure(port, page));
    const apiFigures = report(await measure(port, api));
    failures += pageFigures.failures + apiFigures.failures;
    const ratio = pageFigures.throughput / apiFigures.throughput;
    console.log(
      `  page / API throughput: ${(ratio * 100).toFixed(0)}% (target >= ${TARGET_RATIO * 100}%: ` +
        `${ratio >= TARGET_RATIO ? 'met' : 'missed'}); page 1 conn p95 ${pageFigures.singleP95.toFixed(1)} ms ` +
        `(target < ${TARGET_SINGLE_P95_MS} ms: ${pageFigures.singleP95 < TARGET_SINGLE_P95_MS ? 'met' : 'missed'})`,
    );
  }
  return failures;
}

/** The child process: the whole application (API and server renderer) on a free port, told to the parent. */
async function serve(databaseUrl: string): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  process.on('SIGTERM', () => process.exit(0));
  // The benchmark stopped without stopping this server (killed): no server is left behind.
  process.on('disconnect', () => process.exit(0));
  if (process.send) process.send({ port });
  else console.log(`listening on http://127.0.0.1:${port}`);
}

const [role, databaseUrl] = process.argv.slice(2);
if (role === 'serve') {
  serve(databaseUrl).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main()
    .then(
      async (failures) => {
        await cleanUp();
        if (failures) console.error(`${failures} requests failed: these figures are not to be trusted`);
        process.exit(failures ? 1 : 0);
      },
      async (error: unknown) => {
        console.error(error);
        await cleanUp();
        process.exit(1);
      },
    )
    .catch(() => process.exit(1));
}
