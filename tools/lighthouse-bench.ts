/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:lighthouse`: Lighthouse's mobile scores and web vitals of the public pages, in Spanish and in
 * Russian, against the built product, each beside the floor of Lighthouse's network model for the same page.
 *
 * Starts the product like `npm start` does (`cli.js start`: migrate, seed the sample catalogue, API and
 * worker) on its own port and a database of its own, with NODE_ENV=production as visitors get it and
 * MAP_STYLE_URL=none (the map draws no tiles: nothing here needs the internet), then runs Lighthouse's default
 * mobile config (simulated throttling) in Debian's Chromium on `/`, `/properties`, `/properties?view=map`, a
 * sample property, `/contact`, `/calculator` and `/compare?ids=` (three sample properties), each without
 * prefix (Spanish) and under `/ru`. The figures of a page are the median of LIGHTHOUSE_RUNS runs:
 * - the four category scores, LCP, TBT, CLS, FCP and Speed Index (Lighthouse's simulated figures);
 * - the bytes transferred by resource type (network-requests' transferSize) and the number of requests;
 * - the JavaScript transferred and its number of requests;
 * - the requests started before LCP. Both times are of the observed (unthrottled) load, in ms from its
 *   navigation start: the LCP is metrics' observedLargestContentfulPaint; a request starts at its
 *   networkRequestTime (rendererStartTime when it has none), which network-requests counts from the first
 *   request's renderer start, a moment its debugData gives on the trace's clock (networkStartTimeTs, in µs)
 *   like metrics' observedNavigationStartTs: the difference of the two puts both in one time base.
 *
 * The floor: the same server-rendered document without its code, measured in the same run, page by page.
 * The page's HTML is fetched from the product once (accept-encoding: identity); every `<script>` but
 * `application/ld+json` and every `<link rel="modulepreload">` is removed, the product's address becomes the
 * floor's, and a small server on LIGHTHOUSE_FLOOR_PORT serves that document brotli-compressed (quality 5, as
 * the product compresses its pages) with the product's headers, passing every other request (assets, fonts,
 * images, /api) to the product: the same origin structure and the same bytes, but no JavaScript. What the
 * page costs above that floor is its own doing: real/floor of LCP and FCP is the figure to report.
 *
 * It ends with one line per page and the targets missed (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms,
 * CLS ≤ 0.02, accessibility, best practices and SEO at 100), how busy the machine was (Chromium's benchmark
 * index of each run, the load average: Lighthouse multiplies the observed CPU time by 4, so other work on the
 * machine inflates every figure, the floor's too), and for every page with a score under 90 what
 * Lighthouse blames: the LCP element and its breakdown, render-blocking requests, layout shifts, the largest
 * scripts, the longest tasks and the audits not passed. The report of each page's median run is written to
 * var/lighthouse/ (`<page>.html` and `.json`; the floor's as `<page>.floor.html` and `.json`). A missed
 * target does not fail the run (exit 0): only a benchmark where Lighthouse could measure nothing does.
 * The product and the floor's server are stopped, Chromium closed and the database dropped whatever happens.
 *
 * Environment: LIGHTHOUSE_PORT (3070), LIGHTHOUSE_FLOOR_PORT (the next one), LIGHTHOUSE_DATABASE_URL (a
 * database of its own on the server of DATABASE_URL, dropped at the end; one given is kept), LIGHTHOUSE_RUNS
 * (3), CHROME_PATH (/usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { Client } from 'pg';
import type { Flags, Result, RunnerResult } from 'lighthouse' with { 'resolution-mode': 'import' };

const root = path.resolve(__dirname, '..', '..');
const reportsDir = path.join(root, 'var/lighthouse');
const port = Number(process.env.LIGHTHOUSE_PORT ?? '3070');
const origin = `http://127.0.0.1:${port}`;
const floorPort = Number(process.env.LIGHTHOUSE_FLOOR_PORT ?? String(port + 1));
const floorOrigin = `http://127.0.0.1:${floorPort}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? '3');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const byteTypes = ['document', 'script', 'font', 'image', 'stylesheet', 'other'] as const;
type ByteType = (typeof byteTypes)[number];
const languagePrefixes = ['', '/ru'];
const GOOD_SCORE = 90;
/** Runs of a page that may fail to record (Lighthouse's runtime errors) before the page is given up. */
const MAX_RETRIES = 3;

interface Figures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  bytes: Record<ByteType, number>;
  requests: number;
  scriptBytes: number;
  scriptRequests: number;
  /** The observed (unthrottled) load's LCP, and the requests that started before it. */
  observedLcpMs: number;
  requestsBeforeLcp: number;
  /** Chromium's measure of the machine's speed at the run: it falls when other work takes the CPU. */
  benchmarkIndex: number;
}

/** A page measured: its figures, and the median run of the product and of the floor. */
interface Measured {
  page: Page;
  real: Figures;
  realRun: RunnerResult;
  floor: Figures | null;
  floorRun: RunnerResult | null;
}

// ---------------------------------------------------------------- clean-up, even on failure or Ctrl+C

const cleanUps: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
let interrupted = false;

/** One clean-up, however many ask for it: the run failing as Ctrl+C closes Chromium waits for it too. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanUps.splice(0).reverse()) {
      await step().catch((error: unknown) => console.error('clean-up:', error));
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the product, the floor's server and Chromium`);
    void cleanUp().then(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- the product

async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** LIGHTHOUSE_DATABASE_URL, kept; otherwise a database of this run, dropped when it ends (cli.js creates it). */
function productDatabase(): string {
  if (process.env.LIGHTHOUSE_DATABASE_URL) return process.env.LIGHTHOUSE_DATABASE_URL;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/costa_cantabria');
  const name = `costa_lighthouse_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  cleanUps.push(() => adminQuery(databaseUrl, `drop database if exists "${name}" with (force)`));
  return databaseUrl;
}

/** Nothing may answer on the port already: Lighthouse would measure that instead. */
function assertPortFree(candidate: number, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(candidate, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`Something answers on port ${candidate} already: set ${variable}`));
    });
    socket.once('error', () => resolve());
  });
}

/** `cli.js start` as `npm start` runs it; resolves when it answers /api/ready, rejects if it stops first. */
async function startProduct(): Promise<void> {
  const product: ChildProcess = spawn(process.execPath, [path.join(root, 'backend/dist/cli.js'), 'start'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: productDatabase(),
      REDIS_PREFIX: 'costa-lighthouse',
      LOG_LEVEL: 'warn',
      // Production needs its own keys and seeds nothing unless asked; the sample catalogue is what it shows.
      ...Object.fromEntries(
        ['JWT_SECRET', 'SELLER_REPORT_LINK_SECRET', 'PORTAL_FEED_SECRET', 'TWO_FACTOR_KEY'].map((key) => [
          key,
          randomBytes(48).toString('base64'),
        ]),
      ),
      SEED_SAMPLE_DATA: 'true',
      MAIL_TRANSPORT: 'file',
      MAIL_OUTBOX_DIR: path.join(reportsDir, 'mail'),
      // The map's tiles come from another site by default: offline, the map draws its blank ground.
      MAP_STYLE_URL: 'none',
    },
  });
  const stopped = new Promise<never>((_, reject) =>
    product.once('exit', (code, signal) =>
      reject(new Error(`The product stopped (${signal ?? `status ${code}`}) before it was ready`)),
    ),
  );
  cleanUps.push(async () => {
    if (product.exitCode !== null || product.signalCode !== null) return;
    const exited = new Promise((resolve) => product.once('exit', resolve));
    product.kill('SIGTERM');
    await exited;
  });
  await Promise.race([waitUntilReady(), stopped]);
}

async function waitUntilReady(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The product did not answer ${origin}/api/ready within two minutes`);
}

/** The first properties of the public list: the property page shows the first, the comparison all three. */
async function sampleProperties(): Promise<string[]> {
  const response = await fetch(`${origin}/api/properties?limit=3`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (items.length < 2) throw new Error('The sample catalogue has fewer than two public properties');
  return items.map((item) => item.id);
}

/** Each address answers 200 with a page rendered on the server; the first render of each is not measured. */
async function warmUp(address: string): Promise<void> {
  const response = await fetch(`${origin}${address}`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes('id="ssr-state"') || !/<h1[\s>]/.test(html)) {
    throw new Error(`${address} answered ${response.status} without its server-rendered page`);
  }
}

// ---------------------------------------------------------------- the pages

interface Page {
  /** What the tables show: `/ru/property/:id` rather than the sample's id. */
  label: string;
  address: string;
  /** The name of its reports in var/lighthouse/. */
  slug: string;
}

function pagesToMeasure(propertyIds: string[]): Page[] {
  const pages = [
    { label: '/', address: '/' },
    { label: '/properties', address: '/properties' },
    { label: '/properties?view=map', address: '/properties?view=map' },
    { label: '/property/:id', address: `/property/${propertyIds[0]}` },
    { label: '/contact', address: '/contact' },
    { label: '/calculator', address: '/calculator' },
    { label: `/compare?ids=(${propertyIds.length})`, address: `/compare?ids=${propertyIds.join(',')}` },
  ];
  return languagePrefixes.flatMap((prefix) =>
    pages.map((page) => {
      const label = prefix && page.label === '/' ? prefix : `${prefix}${page.label}`;
      const address = prefix && page.address === '/' ? prefix : `${prefix}${page.address}`;
      const slug =
        label
          .replace(/^\//, '')
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/-$/, '') || 'home';
      return { label, address, slug };
    }),
  );
}

// ---------------------------------------------------------------- the floor: the same document, no code

/** Every `<script>` but JSON-LD, and every module preload, removed; the page stays what the server sent. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) =>
      /\btype\s*=\s*["']?application\/ld\+json/i.test(attributes) ? element : '',
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, '');
}

/** Headers of a response not to pass on as they are: its encoding, length, identity and connection. */
const HEADERS_NOT_COPIED = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'date',
  'vary',
  'x-request-id',
]);

interface FloorDocument {
  headers: Record<string, string>;
  body: Buffer;
}

/** The page's server-rendered HTML fetched once, without its scripts, brotli-compressed as the product does. */
async function scriptlessDocument(address: string): Promise<FloorDocument> {
  const response = await fetch(`${origin}${address}`, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200 || response.headers.get('content-encoding')) {
    throw new Error(`${address} answered ${response.status} without its plain HTML`);
  }
  const html = withoutScripts(await response.text()).replaceAll(origin, floorOrigin);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HEADERS_NOT_COPIED.has(name)) headers[name] = value;
  });
  const body = brotliCompressSync(html, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });
  return {
    headers: {
      ...headers,
      'content-encoding': 'br',
      vary: 'accept-encoding',
      'content-length': `${body.length}`,
    },
    body,
  };
}

/** Any request but a floor document goes to the product, as it came (its answer's address made the floor's). */
function passToProduct(
  agent: http.Agent,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: `127.0.0.1:${port}` },
      agent,
    },
    (answer) => {
      const location = answer.headers.location;
      if (location?.startsWith(origin)) answer.headers.location = floorOrigin + location.slice(origin.length);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.once('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

/** The floor's server: the documents it is given, by address (path and query); the product for the rest. */
async function startFloorServer(): Promise<Map<string, FloorDocument>> {
  const documents = new Map<string, FloorDocument>();
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const document = request.method === 'GET' ? documents.get(request.url ?? '') : undefined;
    if (!document) return passToProduct(agent, request, response);
    response.writeHead(200, document.headers).end(document.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(floorPort, '127.0.0.1', resolve);
  });
  cleanUps.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    agent.destroy();
  });
  return documents;
}

// ---------------------------------------------------------------- running Lighthouse

type RunLighthouse = (url: string) => Promise<RunnerResult | undefined>;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
  networkRequestTime?: number;
  rendererStartTime?: number;
}

function itemsOf<T>(result: Result, audit: string): T[] {
  return ((result.audits[audit]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

/** One run that recorded; runs Chromium failed to record (NO_NAVSTART, NO_FCP on a busy machine) again. */
async function runOnce(lighthouse: RunLighthouse, url: string): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url);
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError, audits } = outcome.lhr;
    const documentStatus = itemsOf<NetworkRequest>(outcome.lhr, 'network-requests')[0]?.statusCode;
    if (!runtimeError && documentStatus === 200 && audits['largest-contentful-paint']?.numericValue) {
      return outcome;
    }
    const problem = `Lighthouse could not measure ${url}: ${runtimeError?.message ?? `status ${documentStatus}`}`;
    if (!runtimeError || attempt > MAX_RETRIES) throw new Error(problem);
    console.error(`${problem}; running it again`);
  }
}

/**
 * The page, LIGHTHOUSE_RUNS times on the product and as many on the floor, one after the other, so that
 * both see the machine as busy; a floor that cannot be measured leaves the product's figures standing.
 */
async function measurePage(
  lighthouse: RunLighthouse,
  page: Page,
  floorDocuments: Map<string, FloorDocument>,
): Promise<Measured> {
  let floorProblem: unknown = null;
  try {
    floorDocuments.set(page.address, await scriptlessDocument(page.address));
  } catch (error) {
    floorProblem = error;
  }
  const realRuns: RunnerResult[] = [];
  const floorRuns: RunnerResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    realRuns.push(await runOnce(lighthouse, `${origin}${page.address}`));
    if (floorProblem) continue;
    try {
      const floorRun = await runOnce(lighthouse, `${floorOrigin}${page.address}`);
      assertNoScripts(floorRun.lhr);
      floorRuns.push(floorRun);
    } catch (error) {
      floorProblem = error;
    }
  }
  if (floorProblem) console.error(`${page.label}: no floor (${describe(floorProblem)})`);
  const withFloor = !floorProblem && floorRuns.length > 0;
  return {
    page,
    real: medianFigures(realRuns.map((outcome) => figuresOf(outcome.lhr))),
    realRun: medianRun(realRuns),
    floor: withFloor ? medianFigures(floorRuns.map((outcome) => figuresOf(outcome.lhr))) : null,
    floorRun: withFloor ? medianRun(floorRuns) : null,
  };
}

/** The floor's page must not load a single script, or it is no floor. */
function assertNoScripts(result: Result): void {
  const scripts = itemsOf<NetworkRequest>(result, 'network-requests').filter(
    (request) => request.resourceType === 'Script',
  );
  if (scripts.length) {
    throw new Error(`the floor's page loaded scripts: ${scripts.map((request) => request.url).join(', ')}`);
  }
}

function writeReports(slug: string, outcome: RunnerResult): void {
  writeFileSync(path.join(reportsDir, `${slug}.html`), String(outcome.report));
  writeFileSync(path.join(reportsDir, `${slug}.json`), JSON.stringify(outcome.lhr));
}

// ---------------------------------------------------------------- the figures

function byteTypeOf(request: NetworkRequest): ByteType {
  const type = (request.resourceType ?? '').toLowerCase();
  return (byteTypes as readonly string[]).includes(type) ? (type as ByteType) : 'other';
}

function bytesByType(requests: NetworkRequest[]): Record<ByteType, number> {
  const bytes = Object.fromEntries(byteTypes.map((type) => [type, 0])) as Record<ByteType, number>;
  for (const request of requests) bytes[byteTypeOf(request)] += request.transferSize ?? 0;
  return bytes;
}

interface ObservedMetrics {
  observedNavigationStartTs: number;
  observedLargestContentfulPaint?: number;
}

/**
 * The observed LCP (ms from the navigation start) and the requests that started before it. network-requests'
 * times count from its debugData.networkStartTimeTs (µs on the trace's clock), the navigation started at
 * observedNavigationStartTs (µs on the same clock): their difference moves the requests to the LCP's base.
 */
function requestsBeforeLcp(result: Result): { observedLcpMs: number; count: number } {
  const metrics = itemsOf<ObservedMetrics>(result, 'metrics')[0];
  const debugData = (
    result.audits['network-requests']?.details as { debugData?: { networkStartTimeTs?: number } }
  )?.debugData;
  const observedLcpMs = metrics?.observedLargestContentfulPaint;
  if (!metrics || observedLcpMs === undefined || debugData?.networkStartTimeTs === undefined) {
    return { observedLcpMs: Number.NaN, count: Number.NaN };
  }
  const offsetMs = (debugData.networkStartTimeTs - metrics.observedNavigationStartTs) / 1000;
  const count = itemsOf<NetworkRequest>(result, 'network-requests').filter((request) => {
    const start = request.networkRequestTime ?? request.rendererStartTime;
    return start !== undefined && offsetMs + start < observedLcpMs;
  }).length;
  return { observedLcpMs, count };
}

function figuresOf(result: Result): Figures {
  const numeric = (audit: string): number => result.audits[audit]?.numericValue ?? Number.NaN;
  const requests = itemsOf<NetworkRequest>(result, 'network-requests');
  const scripts = requests.filter((request) => byteTypeOf(request) === 'script');
  const beforeLcp = requestsBeforeLcp(result);
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, Math.round((result.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    bytes: bytesByType(requests),
    requests: requests.length,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    observedLcpMs: beforeLcp.observedLcpMs,
    requestsBeforeLcp: beforeLcp.count,
    benchmarkIndex: result.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Each figure's median on its own (the medians need not come from one run). */
function medianFigures(samples: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(samples.map(pick));
  const record = <K extends string>(keys: readonly K[], pick: (figures: Figures, key: K) => number) =>
    Object.fromEntries(keys.map((key) => [key, of((figures) => pick(figures, key))])) as Record<K, number>;
  return {
    scores: record(categories, (figures, category) => figures.scores[category]),
    lcpMs: of((figures) => figures.lcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    cls: of((figures) => figures.cls),
    fcpMs: of((figures) => figures.fcpMs),
    speedIndexMs: of((figures) => figures.speedIndexMs),
    bytes: record(byteTypes, (figures, type) => figures.bytes[type]),
    requests: of((figures) => figures.requests),
    scriptBytes: of((figures) => figures.scriptBytes),
    scriptRequests: of((figures) => figures.scriptRequests),
    observedLcpMs: of((figures) => figures.observedLcpMs),
    requestsBeforeLcp: of((figures) => figures.requestsBeforeLcp),
    benchmarkIndex: of((figures) => figures.benchmarkIndex),
  };
}

/** The run whose performance score is the median one: the report kept and read for the diagnostics. */
function medianRun(outcomes: RunnerResult[]): RunnerResult {
  const performance = (outcome: RunnerResult) => outcome.lhr.categories.performance?.score ?? 0;
  const sorted = [...outcomes].sort((a, b) => performance(a) - performance(b));
  return sorted[Math.floor(sorted.length / 2)];
}

// ---------------------------------------------------------------- the targets

interface Target {
  name: string;
  /** The short name the final table flags. */
  flag: string;
  met: (figures: Figures) => boolean;
  value: (figures: Figures) => string;
  /** The category whose audits not passed explain a miss. */
  category?: Category;
}

const fullScore = (category: Category, flag: string): Target => ({
  name: `${category} = 100`,
  flag,
  met: (figures) => figures.scores[category] === 100,
  value: (figures) => String(figures.scores[category]),
  category,
});

const targets: Target[] = [
  {
    name: 'performance ≥ 95',
    flag: 'perf',
    met: (figures) => figures.scores.performance >= 95,
    value: (figures) => String(figures.scores.performance),
    category: 'performance',
  },
  {
    name: 'LCP ≤ 2.0 s',
    flag: 'LCP',
    met: (figures) => figures.lcpMs <= 2000,
    value: (figures) => `${(figures.lcpMs / 1000).toFixed(2)} s`,
  },
  {
    name: 'TBT ≤ 150 ms',
    flag: 'TBT',
    met: (figures) => figures.tbtMs <= 150,
    value: (figures) => `${figures.tbtMs.toFixed(0)} ms`,
  },
  {
    name: 'CLS ≤ 0.02',
    flag: 'CLS',
    met: (figures) => figures.cls <= 0.02,
    value: (figures) => cls(figures.cls),
  },
  fullScore('accessibility', 'a11y'),
  fullScore('best-practices', 'bp'),
  fullScore('seo', 'seo'),
];

/** The scored audits of a category that did not pass, with what Lighthouse says of each. */
function auditsNotPassed(result: Result, category: Category, below = 1): string[] {
  return (result.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => result.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        typeof audit.score === 'number' &&
        audit.score < below &&
        !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** One line per target a page missed; a category's line names the audits it did not pass. */
function targetMisses({ page, real, realRun }: Measured): string[] {
  return targets
    .filter((target) => !target.met(real))
    .map((target) => {
      const why =
        target.category && target.category !== 'performance'
          ? `: ${auditsNotPassed(realRun.lhr, target.category).join('; ') || 'no single audit'}`
          : '';
      return `${page.label}: ${target.name} missed, ${target.value(real)}${why}`;
    });
}

// ---------------------------------------------------------------- what Lighthouse blames

interface Node {
  selector?: string;
  snippet?: string;
}

/** What moved a shifted element: an element without a size, a web font, ... */
interface LayoutShiftCause {
  cause?: string;
  extra?: Node & { value?: string };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const cls = (value: number) => value.toFixed(3);
const shortUrl = (url: string) => url.replace(origin, '');

function lcpLines(result: Result): string[] {
  const lines: string[] = [];
  const lcp = itemsOf<{ type: string; items?: { label: string; duration: number }[] } & Node>(
    result,
    'lcp-breakdown-insight',
  );
  const element = lcp.find((item) => item.type === 'node');
  if (element) lines.push(`LCP element: ${element.selector} ${element.snippet}`);
  const parts = lcp.find((item) => item.type === 'table')?.items ?? [];
  if (parts.length) {
    lines.push(`LCP breakdown: ${parts.map((part) => `${part.label} ${ms(part.duration)}`).join(', ')}`);
  }
  const discovery = itemsOf<{ type: string; items?: Record<string, { label: string; value: boolean }> }>(
    result,
    'lcp-discovery-insight',
  ).find((item) => item.type === 'checklist')?.items;
  const unmet = Object.values(discovery ?? {}).filter((check) => !check.value);
  if (unmet.length) lines.push(`LCP discovery, not met: ${unmet.map((check) => check.label).join('; ')}`);
  return lines;
}

function renderBlockingLines(result: Result): string[] {
  return itemsOf<{ url: string; totalBytes: number; wastedMs: number }>(
    result,
    'render-blocking-insight',
  ).map(
    (request) =>
      `render-blocking: ${shortUrl(request.url)} (${kb(request.totalBytes)}, ${ms(request.wastedMs)})`,
  );
}

function layoutShiftLines(result: Result): string[] {
  const shifts = itemsOf<{ node?: Node; score: number; subItems?: { items: LayoutShiftCause[] } }>(
    result,
    'layout-shifts',
  );
  return shifts
    .filter((item) => item.score >= 0.01)
    .slice(0, 4)
    .map((shift) => {
      const causes = (shift.subItems?.items ?? []).map(
        ({ cause, extra }) => `${cause}: ${extra?.selector ?? shortUrl(extra?.value ?? '?')}`,
      );
      return (
        `layout shift ${cls(shift.score)}: ${shift.node?.selector ?? '?'}` +
        (causes.length ? ` (${causes.join('; ')})` : '')
      );
    });
}

/** The five largest scripts (transferred) with the main thread's time on each, and the three longest tasks. */
function scriptAndTaskLines(result: Result): string[] {
  const cpu = new Map(
    itemsOf<{ url: string; total: number }>(result, 'bootup-time').map((item) => [item.url, item.total]),
  );
  const scripts = itemsOf<NetworkRequest>(result, 'network-requests')
    .filter((request) => byteTypeOf(request) === 'script')
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
  const largest = scripts
    .slice(0, 5)
    .map((script) => {
      const time = cpu.get(script.url);
      return `${shortUrl(script.url)} ${kb(script.transferSize ?? 0)}${time === undefined ? '' : ` ${ms(time)}`}`;
    })
    .join(', ');
  const tasks = itemsOf<{ url: string; duration: number; startTime: number }>(result, 'long-tasks')
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => `${shortUrl(task.url)} ${ms(task.duration)} at ${ms(task.startTime)}`);
  return [
    `largest scripts (transferred; main-thread CPU): ${largest} (${scripts.length} scripts)`,
    ...(tasks.length ? [`longest tasks (simulated): ${tasks.join(', ')}`] : []),
  ];
}

/** For a page with a score under 90: the LCP element, blocking requests, shifts, scripts, tasks and audits. */
function diagnostics(result: Result): string[] {
  const notPassed = new Set(
    categories.flatMap((category) => auditsNotPassed(result, category, GOOD_SCORE / 100)),
  );
  const issues = itemsOf<{ issueType: string }>(result, 'inspector-issues').map((issue) => issue.issueType);
  const errors = itemsOf<{ description?: string }>(result, 'errors-in-console').map(
    (error) => error.description,
  );
  return [
    ...lcpLines(result),
    ...renderBlockingLines(result),
    ...layoutShiftLines(result),
    ...scriptAndTaskLines(result),
    ...(notPassed.size ? [`not passed: ${[...notPassed].join('; ')}`] : []),
    ...(issues.length ? [`Chrome issues: ${issues.join('; ')}`] : []),
    ...(errors.length ? [`console errors: ${errors.join('; ')}`] : []),
  ];
}

// ---------------------------------------------------------------- printing

/** Columns aligned: the first to the left, the others to the right. */
function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  return rows
    .map((cells) =>
      cells
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const ratio = (real: number, floor: number) => `${(real / floor).toFixed(2)}×`;

/** A page's figures as soon as it is measured: the product's, then the floor's beside them. */
function pageBlock({ page, real, floor }: Measured): string {
  const scores = categories.map((category) => `${category} ${real.scores[category]}`).join(', ');
  const bytes = byteTypes.map((type) => `${type} ${kb(real.bytes[type])}`).join(', ');
  const total = byteTypes.reduce((sum, type) => sum + real.bytes[type], 0);
  const lines = [
    `${page.label}  (${page.address})`,
    `  scores: ${scores}`,
    `  LCP ${ms(real.lcpMs)}, TBT ${ms(real.tbtMs)}, CLS ${cls(real.cls)}, FCP ${ms(real.fcpMs)}, ` +
      `Speed Index ${ms(real.speedIndexMs)}`,
    `  transferred: ${bytes}; ${kb(total)} in ${real.requests} requests`,
    `  JavaScript: ${kb(real.scriptBytes)} in ${real.scriptRequests} requests; ` +
      `${real.requestsBeforeLcp} requests started before the observed LCP (${ms(real.observedLcpMs)})`,
  ];
  if (!floor) return [...lines, '  floor: not measured'].join('\n');
  return [
    ...lines,
    `  floor (no scripts): performance ${floor.scores.performance}, FCP ${ms(floor.fcpMs)}, ` +
      `LCP ${ms(floor.lcpMs)}, TBT ${ms(floor.tbtMs)}; ${floor.requests} requests, ` +
      `${floor.requestsBeforeLcp} before the observed LCP (${ms(floor.observedLcpMs)})`,
    `  real/floor: LCP ${ratio(real.lcpMs, floor.lcpMs)}, FCP ${ratio(real.fcpMs, floor.fcpMs)} ` +
      `(benchmark index ${real.benchmarkIndex.toFixed(0)} / ${floor.benchmarkIndex.toFixed(0)})`,
  ].join('\n');
}

function finalTable(measured: Measured[]): string {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP',
    'TBT',
    'CLS',
    'FCP',
    'SI',
    'JS KB',
    'JS#',
    'req',
    '<LCP',
    'fl.perf',
    'fl.FCP',
    'fl.LCP',
    'LCP×',
    'FCP×',
    'BI',
    'missed',
  ];
  const rows = measured.map(({ page, real, floor }) => [
    page.label,
    ...categories.map((category) => String(real.scores[category])),
    real.lcpMs.toFixed(0),
    real.tbtMs.toFixed(0),
    cls(real.cls),
    real.fcpMs.toFixed(0),
    real.speedIndexMs.toFixed(0),
    (real.scriptBytes / 1024).toFixed(1),
    String(real.scriptRequests),
    String(real.requests),
    String(real.requestsBeforeLcp),
    floor ? String(floor.scores.performance) : '-',
    floor ? floor.fcpMs.toFixed(0) : '-',
    floor ? floor.lcpMs.toFixed(0) : '-',
    floor ? ratio(real.lcpMs, floor.lcpMs) : '-',
    floor ? ratio(real.fcpMs, floor.fcpMs) : '-',
    real.benchmarkIndex.toFixed(0),
    targets
      .filter((target) => !target.met(real))
      .map((target) => target.flag)
      .join(',') || 'none',
  ]);
  return table([header, ...rows]);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------- the run

async function openLighthouse(): Promise<RunLighthouse> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  // chrome-launcher's own Ctrl+C handler would exit at once, leaving the product and its database behind.
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    handleSIGINT: false,
  });
  cleanUps.push(async () => chrome.kill());
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    output: 'html',
    onlyCategories: [...categories],
  };
  return (url) => lighthouse(url, flags);
}

const loadAverage = () => os.loadavg()[0].toFixed(1);

async function main(): Promise<void> {
  const started = { at: Date.now(), loadAverage: loadAverage() };
  await assertPortFree(port, 'LIGHTHOUSE_PORT');
  await assertPortFree(floorPort, 'LIGHTHOUSE_FLOOR_PORT');
  await startProduct();
  const propertyIds = await sampleProperties();
  const pages = pagesToMeasure(propertyIds);
  for (const page of pages) await warmUp(page.address);
  const floorDocuments = await startFloorServer();
  const lighthouse = await openLighthouse();
  mkdirSync(reportsDir, { recursive: true });

  console.log(
    `Lighthouse mobile (simulated throttling), median of ${runs} run(s) per page; NODE_ENV=production; ` +
      `sample properties ${propertyIds.join(', ')}; floor = the same document without scripts on ${floorOrigin}\n`,
  );
  const measured: Measured[] = [];
  const failures: string[] = [];
  for (const page of pages) {
    if (interrupted) break;
    try {
      const outcome = await measurePage(lighthouse, page, floorDocuments);
      writeReports(page.slug, outcome.realRun);
      if (outcome.floorRun) writeReports(`${page.slug}.floor`, outcome.floorRun);
      measured.push(outcome);
      console.log(`${pageBlock(outcome)}\n`);
    } catch (error) {
      failures.push(`${page.label}: ${describe(error)}`);
      console.log(`${page.label}: not measured (${describe(error)})\n`);
    }
  }
  if (!measured.length) throw new Error(`Lighthouse could measure no page:\n${failures.join('\n')}`);
  printSummary(measured, failures, started);
}

/**
 * Lighthouse multiplies the main thread's observed time by 4: on a busy machine every figure grows, the
 * floor's too (it runs no script, yet shows a TBT). Then the ratios say more than the figures.
 */
function machineNote(measured: Measured[], started: { at: number; loadAverage: string }): string {
  const indexes = measured.flatMap(({ real, floor }) => [
    real.benchmarkIndex,
    ...(floor ? [floor.benchmarkIndex] : []),
  ]);
  const floorTbt = Math.max(0, ...measured.map(({ floor }) => floor?.tbtMs ?? 0));
  return (
    `benchmark index ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}, load average ` +
    `${started.loadAverage} at the start and ${loadAverage()} at the end` +
    (floorTbt > 150
      ? `; the floor, which runs no script, shows a TBT of up to ${ms(floorTbt)}: the machine was busy, ` +
        `compare the ratios rather than the figures`
      : '')
  );
}

function printSummary(
  measured: Measured[],
  failures: string[],
  started: { at: number; loadAverage: string },
): void {
  const first = measured[0].realRun.lhr;
  console.log(
    `Lighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, ` +
      `median of ${runs} run(s), ${((Date.now() - started.at) / 60_000).toFixed(1)} min; ` +
      `${machineNote(measured, started)}.\nTimes in ms (simulated); JS KB/JS# = scripts transferred/requests; ` +
      `req = all requests; <LCP = requests started before the observed LCP; fl. = the floor (same document, ` +
      `no scripts); LCP×/FCP× = real/floor; BI = benchmark index\n`,
  );
  console.log(finalTable(measured));
  const misses = measured.flatMap(targetMisses);
  console.log(
    `\nTargets (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, accessibility/best practices/SEO = ` +
      `100): ${misses.length ? `${misses.length} missed` : 'all met'}`,
  );
  for (const miss of misses) console.log(`  ${miss}`);
  if (failures.length) console.log(`\nNot measured:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  const poor = measured.filter(({ real }) =>
    categories.some((category) => real.scores[category] < GOOD_SCORE),
  );
  if (!poor.length) return;
  console.log(`\nPages with a score under ${GOOD_SCORE}:`);
  for (const { page, realRun } of poor) {
    console.log(`${page.label} (median run's report: var/lighthouse/${page.slug}.html)`);
    for (const line of diagnostics(realRun.lhr)) console.log(`  ${line}`);
  }
}

main().then(
  async () => {
    await cleanUp();
    process.exit(0);
  },
  async (error: unknown) => {
    if (!interrupted) console.error(describe(error));
    await cleanUp();
    process.exit(interrupted ? 130 : 1);
  },
);
