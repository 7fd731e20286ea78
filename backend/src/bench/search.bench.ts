/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:search`: the public catalogue search under load. On a database of its own it writes 10,000
 * properties, then drives mixed filter queries with 50 concurrent keep-alive connections (node's http agent)
 * first at the real API (`GET /api/properties?...`: Fastify, NestJS, validation, QueryBus, MikroORM's
 * connection) and then at the floor: a bare `node:http` server running the very same SQL through `pg`
 * (no validation, no framework). Each server runs in a child process of its own, so the load generator never
 * shares its event loop. Prints throughput, latency p50/p95/p99 and the API's share of the floor's throughput.
 * BENCH_SECONDS (default 15), BENCH_CONNECTIONS (50) and BENCH_PROPERTIES (10000) override the defaults;
 * BENCH_KEEP_DATABASE=1 keeps the database for EXPLAIN.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { createApiApp } from '../bootstrap/api-app';
import { migrate } from '../bootstrap/migrate';
import {
  propertySearchSql,
  toNumberedPlaceholders,
  type PropertySearch,
} from '../modules/catalogue/queries/list-properties/property-search';
import { loadConfig, type AppConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { summarize } from './percentiles';
import { insertProperties } from './synthetic-properties';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const WARM_UP_SECONDS = 3;
/** The floor gets the same pool size as the API's MikroORM pool (orm-options.ts). */
const POOL_SIZE = 10;

/** What visitors do on /properties: the first page, single filters, combinations, text, sorts, load more. */
const QUERIES = [
  '',
  '?limit=12',
  '?location=santander&limit=12',
  '?location=laredo,noja&type=house,villa&limit=12',
  '?type=apartment&priceMax=400000&limit=12',
  '?priceMin=500000&priceMax=1500000&sort=price_asc&limit=12',
  '?bedroomsMin=4&bathroomsMin=3&limit=12',
  '?sizeMin=200&sort=size_desc&limit=12',
  '?features=pool&limit=12',
  '?features=pool,sea_view,garage&location=comillas&limit=12',
  '?q=sardinero&limit=12',
  '?q=puerto&type=penthouse&limit=12',
  '?sort=price_desc&limit=12&offset=24',
  '?location=santander&bedroomsMin=3&priceMax=900000&sort=price_asc&limit=12&offset=12',
  '?type=villa&features=garden,pool&sort=newest&limit=12',
  '?location=suances,castro_urdiales&sizeMin=100&sizeMax=250&limit=24',
];

// ---------------------------------------------------------------- the servers (child processes)

async function serveApi(config: AppConfig): Promise<number> {
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  return (app.getHttpServer().address() as AddressInfo).port;
}

/** The floor: parse the query string without validation, run the same SQL, send the rows as JSON. */
async function serveFloor(config: AppConfig): Promise<number> {
  const pool = new Pool({ connectionString: config.databaseUrl, max: POOL_SIZE });
  const list = (v: string | null) => (v ? v.split(',') : undefined);
  const int = (v: string | null) => (v === null ? undefined : Number(v));
  const server = http.createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://floor').searchParams;
    const search: PropertySearch = {
      location: list(params.get('location')) as PropertySearch['location'],
      type: list(params.get('type')) as PropertySearch['type'],
      features: list(params.get('features')) as PropertySearch['features'],
      priceMin: int(params.get('priceMin')),
      priceMax: int(params.get('priceMax')),
      bedroomsMin: int(params.get('bedroomsMin')),
      bathroomsMin: int(params.get('bathroomsMin')),
      sizeMin: int(params.get('sizeMin')),
      sizeMax: int(params.get('sizeMax')),
      q: params.get('q') ?? undefined,
      sort: (params.get('sort') ?? undefined) as PropertySearch['sort'],
      limit: int(params.get('limit')),
      offset: int(params.get('offset')),
    };
    const { sql, params: values } = propertySearchSql(search);
    pool.query<{ id: string | null; total: number }>(toNumberedPlaceholders(sql), values).then(
      (result) => {
        const items = result.rows.filter((row) => row.id !== null);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ items, total: result.rows[0]?.total ?? 0 }));
      },
      (error: Error) => {
        response.writeHead(500);
        response.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

// ---------------------------------------------------------------- the load

interface Result {
  requests: number;
  failures: number;
  seconds: number;
  latencies: number[];
}

function get(agent: http.Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

async function load(port: number, prefix: string, seconds: number): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const path = prefix + QUERIES[next++ % QUERIES.length];
        const started = performance.now();
        try {
          const status = await get(agent, port, path);
          if (status === 200) latencies.push(performance.now() - started);
          else failures++;
        } catch {
          failures++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  return { requests: latencies.length, failures, seconds: elapsed, latencies };
}

function startChild(
  role: 'api' | 'floor',
  databaseUrl: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(__filename, [role, databaseUrl], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
}

async function measure(role: 'api' | 'floor', databaseUrl: string, prefix: string): Promise<Result> {
  const { child, port } = await startChild(role, databaseUrl);
  try {
    await load(port, prefix, WARM_UP_SECONDS);
    return await load(port, prefix, SECONDS);
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function report(name: string, result: Result): number {
  const throughput = result.requests / result.seconds;
  const { p50, p95, p99 } = summarize(result.latencies);
  console.log(
    `  ${name.padEnd(6)} ${throughput.toFixed(0).padStart(6)} req/s  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms` +
      `  p99 ${p99.toFixed(1)} ms  (${result.requests} ok, ${result.failures} failed)`,
  );
  return throughput;
}

async function main(): Promise<void> {
  const base = loadConfig();
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const url = new URL(base.databaseUrl);
  url.pathname = `/costa_bench_search_${runId}`;
  const config = loadConfig({ ...process.env, DATABASE_URL: url.toString() });
  await migrate(config);
  try {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 2 });
    const started = performance.now();
    await insertProperties(pool, PROPERTIES);
    await pool.end();
    console.log(
      `bench:search  ${PROPERTIES} properties (written in ${((performance.now() - started) / 1000).toFixed(1)} s), ` +
        `${CONNECTIONS} connections, ${SECONDS} s per server after ${WARM_UP_SECONDS} s of warm-up, ${QUERIES.length} query shapes`,
    );
    const api = await measure('api', config.databaseUrl, '/api/properties');
    const floor = await measure('floor', config.databaseUrl, '/');
    const apiThroughput = report('api', api);
    const floorThroughput = report('floor', floor);
    const apiP95 = summarize(api.latencies).p95;
    console.log(
      `  api / floor throughput: ${((apiThroughput / floorThroughput) * 100).toFixed(0)}% (target >= 60%); ` +
        `api p95 ${apiP95.toFixed(1)} ms (target < 25 ms)`,
    );
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept ${config.databaseUrl}`);
    else await dropDatabase(config.databaseUrl);
  }
}

/** A child process serves one of the two servers and tells the parent its port. */
async function child(role: string, databaseUrl: string): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const port = role === 'api' ? await serveApi(config) : await serveFloor(config);
  if (process.send) process.send({ port });
  else console.log(`${role} listening on http://127.0.0.1:${port}`);
  process.on('SIGTERM', () => process.exit(0));
}

const [role, databaseUrl] = process.argv.slice(2);
(role ? child(role, databaseUrl) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
