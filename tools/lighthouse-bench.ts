/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:lighthouse`: Lighthouse's mobile scores and Core Web Vitals of the public pages, in Spanish
 * and in Russian, against the built product.
 *
 * Starts the product like `npm start` does (`cli.js start`: migrate, seed the sample catalogue, API and
 * worker) on its own port and a database of its own, with NODE_ENV=production as visitors get it (React's
 * production build on the server too), runs Lighthouse with its default mobile settings (simulated throttling)
 * in Debian's Chromium, three times per page (`/`, `/properties`, a property, `/services`, `/contact`), and
 * prints the median of each figure: the four category scores, LCP, CLS, TBT, FCP, the JavaScript the page
 * downloaded (its gzip size, from the build's .gz files) and everything it transferred. The report of each
 * page's median run is written to var/lighthouse/ (HTML and JSON), and for every page with a score under 90
 * what Lighthouse blames: the LCP element, render-blocking requests, layout shifts, the largest scripts and
 * the audits not passed. The product is stopped, Chromium closed and the database dropped whatever happens.
 * Nothing here needs the internet. Environment: LIGHTHOUSE_PORT (3070), LIGHTHOUSE_DATABASE_URL (a database
 * of its own on the server of DATABASE_URL, dropped at the end; one given is kept), LIGHTHOUSE_RUNS (3),
 * CHROME_PATH (/usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Client } from 'pg';
import type { Result, RunnerResult } from 'lighthouse' with { 'resolution-mode': 'import' };

const root = path.resolve(__dirname, '..', '..');
const dist = path.join(root, 'frontend/dist');
const reportsDir = path.join(root, 'var/lighthouse');
const port = Number(process.env.LIGHTHOUSE_PORT ?? '3070');
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? '3');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const languagePrefixes = ['', '/ru'];
const GOOD_SCORE = 90;
/** Runs of a page that may fail to record (Lighthouse's runtime errors) before the benchmark gives up. */
const MAX_RETRIES = 3;

interface Figures {
  scores: number[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  scriptGzipKb: number;
  transferKb: number;
}

// ---------------------------------------------------------------- clean-up, even on failure or Ctrl+C

const cleanUps: (() => Promise<void>)[] = [];

async function cleanUp(): Promise<void> {
  for (const step of cleanUps.splice(0).reverse()) {
    await step().catch((error: unknown) => console.error('clean-up:', error));
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the product and Chromium`);
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
function assertPortFree(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`Something answers on port ${port} already: set LIGHTHOUSE_PORT`));
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
      // Production needs its own JWT key and seeds nothing unless asked; the sample catalogue is what it shows.
      JWT_SECRET: randomBytes(48).toString('base64'),
      SEED_SAMPLE_DATA: 'true',
      MAIL_TRANSPORT: 'file',
      MAIL_OUTBOX_DIR: path.join(reportsDir, 'mail'),
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

/** The first property of the public list: the benchmark's property page. */
async function aPropertyPath(): Promise<string> {
  const response = await fetch(`${origin}/api/properties?limit=1`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error('The sample catalogue has no public property');
  return `/property/${items[0].id}`;
}

/** Each address answers 200 with a page rendered on the server; the first render of each is not measured. */
async function warmUp(address: string): Promise<void> {
  const response = await fetch(`${origin}${address}`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes('id="ssr-state"') || !/<h1[\s>]/.test(html)) {
    throw new Error(`${address} answered ${response.status} without its server-rendered page`);
  }
}

// ---------------------------------------------------------------- the figures

/** The gzip size of a built file (its .gz from the build, or gzipped here), null outside the build. */
function gzipBytes(url: string): number | null {
  const { pathname } = new URL(url);
  const file = path.join(dist, pathname);
  if (!file.startsWith(`${dist}${path.sep}`) || !existsSync(file) || !statSync(file).isFile()) return null;
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

function itemsOf<T>(result: Result, audit: string): T[] {
  return ((result.audits[audit]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

/** The scripts the page downloaded, with their gzip size (what they transferred when outside the build). */
function scriptsOf(result: Result): { url: string; gzipBytes: number }[] {
  return itemsOf<NetworkRequest>(result, 'network-requests')
    .filter((request) => request.resourceType === 'Script')
    .map((request) => ({ url: request.url, gzipBytes: gzipBytes(request.url) ?? request.transferSize ?? 0 }));
}

function figuresOf(result: Result): Figures {
  const numeric = (audit: string): number => result.audits[audit]?.numericValue ?? Number.NaN;
  return {
    scores: categories.map((category) => Math.round((result.categories[category]?.score ?? 0) * 100)),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    scriptGzipKb: scriptsOf(result).reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
    transferKb: numeric('total-byte-weight') / 1024,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function medianFigures(samples: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(samples.map(pick));
  return {
    scores: categories.map((_, index) => of((figures) => figures.scores[index])),
    lcpMs: of((figures) => figures.lcpMs),
    cls: of((figures) => figures.cls),
    tbtMs: of((figures) => figures.tbtMs),
    fcpMs: of((figures) => figures.fcpMs),
    scriptGzipKb: of((figures) => figures.scriptGzipKb),
    transferKb: of((figures) => figures.transferKb),
  };
}

/** The run whose performance score is the median one: the report kept and read for the diagnostics. */
function medianRun(outcomes: RunnerResult[]): RunnerResult {
  const performance = (outcome: RunnerResult) => outcome.lhr.categories.performance?.score ?? 0;
  const sorted = [...outcomes].sort((a, b) => performance(a) - performance(b));
  return sorted[Math.floor(sorted.length / 2)];
}

/** The entry script and its preloads in the built index.html, gzipped: what every first visit downloads. */
function firstVisitScriptKb(): number {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  return [...files].reduce((sum, file) => sum + (gzipBytes(`${origin}${file}`) ?? 0), 0) / 1024;
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
const shortUrl = (url: string) => url.replace(origin, '');

/** For a page with a score under 90: the LCP element, blocking requests, shifts, scripts and audits not passed. */
function diagnostics(result: Result): string[] {
  const lines: string[] = [];
  const lcp = itemsOf<{ type: string; items?: { label: string; duration: number }[] } & Node>(
    result,
    'lcp-breakdown-insight',
  );
  const element = lcp.find((item) => item.type === 'node');
  if (element) lines.push(`LCP element: ${element.selector} ${element.snippet}`);
  const parts = lcp.find((item) => item.type === 'table')?.items ?? [];
  if (parts.length) {
    lines.push(
      `LCP breakdown: ${parts.map((part) => `${part.label} ${part.duration.toFixed(0)} ms`).join(', ')}`,
    );
  }
  const discovery = itemsOf<{ type: string; items?: Record<string, { label: string; value: boolean }> }>(
    result,
    'lcp-discovery-insight',
  ).find((item) => item.type === 'checklist')?.items;
  const unmet = Object.values(discovery ?? {}).filter((check) => !check.value);
  if (unmet.length) lines.push(`LCP discovery, not met: ${unmet.map((check) => check.label).join('; ')}`);
  for (const request of itemsOf<{ url: string; totalBytes: number; wastedMs: number }>(
    result,
    'render-blocking-insight',
  )) {
    lines.push(
      `render-blocking: ${shortUrl(request.url)} (${kb(request.totalBytes)}, ${request.wastedMs} ms)`,
    );
  }
  const shifts = itemsOf<{ node?: Node; score: number; subItems?: { items: LayoutShiftCause[] } }>(
    result,
    'layout-shifts',
  );
  for (const shift of shifts.filter((item) => item.score >= 0.01).slice(0, 4)) {
    const causes = (shift.subItems?.items ?? []).map(
      ({ cause, extra }) => `${cause}: ${extra?.selector ?? shortUrl(extra?.value ?? '?')}`,
    );
    lines.push(
      `layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '?'}` +
        (causes.length ? ` (${causes.join('; ')})` : ''),
    );
  }
  const cpu = new Map(
    itemsOf<{ url: string; total: number }>(result, 'bootup-time').map((item) => [item.url, item.total]),
  );
  const scripts = scriptsOf(result).sort((a, b) => b.gzipBytes - a.gzipBytes);
  lines.push(
    `largest scripts (gzip; main-thread CPU): ` +
      scripts
        .slice(0, 5)
        .map(
          (script) =>
            `${shortUrl(script.url)} ${kb(script.gzipBytes)}` +
            (cpu.has(script.url) ? ` ${cpu.get(script.url)?.toFixed(0)} ms` : ''),
        )
        .join(', ') +
      ` (${scripts.length} scripts)`,
  );
  const notPassed = new Set(
    categories.flatMap((category) =>
      (result.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
        .map((ref) => result.audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            typeof audit.score === 'number' &&
            audit.score < GOOD_SCORE / 100 &&
            !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
        )
        .map((audit) => `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`),
    ),
  );
  if (notPassed.size) lines.push(`not passed: ${[...notPassed].join('; ')}`);
  const issues = itemsOf<{ issueType: string }>(result, 'inspector-issues').map((issue) => issue.issueType);
  const errors = itemsOf<{ description?: string }>(result, 'errors-in-console').map(
    (error) => error.description,
  );
  if (issues.length) lines.push(`Chrome issues: ${issues.join('; ')}`);
  if (errors.length) lines.push(`console errors: ${errors.join('; ')}`);
  return lines;
}

// ---------------------------------------------------------------- the run

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
    .join('  ');
}

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  await assertPortFree();
  await startProduct();
  const pages = ['/', '/properties', await aPropertyPath(), '/services', '/contact'];
  const addresses = languagePrefixes.flatMap((prefix) =>
    pages.map((page) => (prefix && page === '/' ? prefix : `${prefix}${page}`)),
  );
  for (const address of addresses) await warmUp(address);

  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  cleanUps.push(async () => chrome.kill());
  mkdirSync(reportsDir, { recursive: true });

  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'FCP ms',
    'JS gz KB',
    'total KB',
  ];
  const widths = [Math.max(...addresses.map((address) => address.length)), 4, 4, 4, 4, 6, 5, 6, 6, 8, 8];
  const lines = [row(header, widths)];
  const blamed: string[] = [];
  const benchmarkIndexes: number[] = [];
  let version = '';
  for (const address of addresses) {
    const outcomes: RunnerResult[] = [];
    for (let attempt = 1; outcomes.length < runs; attempt += 1) {
      const outcome = await lighthouse(`${origin}${address}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'html',
        onlyCategories: [...categories],
      });
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${address}`);
      const { runtimeError, audits } = outcome.lhr;
      const documentStatus = itemsOf<NetworkRequest>(outcome.lhr, 'network-requests')[0]?.statusCode;
      if (runtimeError || documentStatus !== 200 || !audits['largest-contentful-paint']?.numericValue) {
        const problem = `Lighthouse could not measure ${address}: ${runtimeError?.message ?? documentStatus}`;
        // A trace Chromium failed to record (NO_NAVSTART, NO_FCP on a busy machine): Lighthouse asks to run again.
        if (runtimeError && attempt < runs + MAX_RETRIES) {
          console.error(`${problem}; running it again`);
          continue;
        }
        throw new Error(problem);
      }
      outcomes.push(outcome);
      benchmarkIndexes.push(outcome.lhr.environment.benchmarkIndex);
      version = outcome.lhr.lighthouseVersion;
    }
    const figures = medianFigures(outcomes.map((outcome) => figuresOf(outcome.lhr)));
    lines.push(
      row(
        [
          address,
          ...figures.scores.map(String),
          figures.lcpMs.toFixed(0),
          figures.cls.toFixed(3),
          figures.tbtMs.toFixed(0),
          figures.fcpMs.toFixed(0),
          figures.scriptGzipKb.toFixed(1),
          figures.transferKb.toFixed(1),
        ],
        widths,
      ),
    );
    const kept = medianRun(outcomes);
    const slug = address.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
    writeFileSync(path.join(reportsDir, `${slug}.html`), String(kept.report));
    writeFileSync(path.join(reportsDir, `${slug}.json`), JSON.stringify(kept.lhr));
    if (figures.scores.some((score) => score < GOOD_SCORE)) {
      blamed.push(`${address} (median run's report: var/lighthouse/${slug}.html)`);
      blamed.push(...diagnostics(kept.lhr).map((line) => `  ${line}`));
    }
    console.error(`measured ${address}`);
  }
  console.log(
    `\nLighthouse ${version} mobile (simulated ` +
      `throttling), median of ${runs} runs; NODE_ENV=production; benchmark index ` +
      `${median(benchmarkIndexes).toFixed(0)}; JS gz KB = the scripts each page downloaded, gzipped; ` +
      `total KB = everything it transferred\n`,
  );
  console.log(lines.join('\n'));
  console.log(
    `\nFirst visit's JavaScript (entry script and preloads, gzipped): ${firstVisitScriptKb().toFixed(1)} KB`,
  );
  if (blamed.length) console.log(`\nPages with a score under ${GOOD_SCORE}:\n${blamed.join('\n')}`);
}

main().then(
  async () => {
    await cleanUp();
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanUp();
    process.exit(1);
  },
);
