/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:search`: the public catalogue search under load. On a database of its own it writes 10,000
 * properties, then drives mixed filter queries with 50 concurrent keep-alive connections (node's http agent)
 * first at the real API (`GET /api/properties?...`: Fastify, NestJS, validation, QueryBus, MikroORM's
 * connection) and then at the floor: a bare `node:http` server running the very same SQL through `pg`
 * (no validation, no framework). Each server runs in a child process of its own, so the load generator never
 * shares its event loop. Prints throughput, latency p50/p95/p99 and the API's share of the floor's throughput,
 * then each query shape's latency on one connection (one request at a time, shapes taken in turn).
 * BENCH_SECONDS (default 15), BENCH_CONNECTIONS (50), BENCH_ROUNDS (100 requests per shape on one connection)
 * and BENCH_PROPERTIES (10000; or `--properties=100000`) override the defaults; BENCH_KEEP_DATABASE=1 keeps
 * the database for EXPLAIN.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { createApiApp } from '../bootstrap/api-app';
import { migrate } from '../bootstrap/migrate';
import {
  propertySearchSql,
  SEARCH_LIMITS,
  toNumberedPlaceholders,
  type PropertySearch,
} from '../modules/catalogue/queries/list-properties/property-search';
import { parseArea, parseBoundingBox } from '../modules/catalogue/queries/list-properties/map-area';
import {
  MAP_POINTS_CAP,
  propertyMapSql,
} from '../modules/catalogue/queries/get-property-map/property-map-sql';
import { FEATURE_KEYS, LOCATIONS, PROPERTY_TYPES } from '../modules/catalogue/domain/catalogue-enums';
import { SAMPLE_PROPERTIES } from '../modules/catalogue/seed/sample-properties';
import { loadConfig, type AppConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { httpLoad, type LoadResult } from './http-load';
import { summarize } from './percentiles';
import { benchDatabase } from './bench-database';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROPERTIES = Number(flag('properties') ?? process.env.BENCH_PROPERTIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARM_UP_SECONDS = 3;
const WARM_UP_ROUNDS = 5;
/** The floor gets the same pool size as the API's MikroORM pool (orm-options.ts). */
const POOL_SIZE = 10;

/** A shape drawn around Santander's bay and El Sardinero: 12 corners, about 9 km by 5 km. */
const DRAWN_AREA = [
  [-3.86, 43.43],
  [-3.82, 43.425],
  [-3.78, 43.43],
  [-3.76, 43.445],
  [-3.755, 43.465],
  [-3.77, 43.485],
  [-3.79, 43.49],
  [-3.81, 43.48],
  [-3.83, 43.47],
  [-3.845, 43.46],
  [-3.87, 43.455],
  [-3.875, 43.44],
]
  .map(([lng, lat]) => `${lng},${lat}`)
  .join(';');

/** What visitors do on /properties: the first page, single filters, combinations, text, sorts, load more. */
const SEARCH_QUERIES = [
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

/**
 * The map's shapes: the list of a city-size and a region-size bbox ("search this area"), of a drawn area
 * alone and with filters, and the pins (`/map?...` is GET /api/properties/map) of a city, a region, a drawn
 * area and the whole coast. Measured one request at a time only: the concurrent load stays the list's mix
 * (its figures comparable with earlier runs), and a map answer of thousands of pins would dominate it.
 */
const MAP_QUERIES = [
  '?bbox=-3.85,43.44,-3.75,43.49&limit=12',
  '?bbox=-4.2,43.3,-3.4,43.5&limit=12',
  `?area=${DRAWN_AREA}&limit=12`,
  `?area=${DRAWN_AREA}&priceMax=900000&bedroomsMin=3&sort=price_asc&limit=12`,
  '/map?bbox=-3.85,43.44,-3.75,43.49',
  '/map?bbox=-4.2,43.3,-3.4,43.5',
  `/map?area=${DRAWN_AREA}&priceMax=900000&bedroomsMin=3`,
  '/map',
];

const QUERIES = [...SEARCH_QUERIES, ...MAP_QUERIES];

// ---------------------------------------------------------------- the catalogue

/**
 * `syntheticProperty(n)` of synthetic-properties.ts computed by PostgreSQL itself, for n in [from, to): one
 * INSERT ... SELECT over generate_series instead of shipping every row's JSON from node, so 100,000
 * properties take seconds. The same rows as `insertProperties` writes (same formulas, same sample details), each
 * also placed somewhere on the coast (coordinates and map_point) for the map's shapes.
 */
const INSERT_SYNTHETIC = `
  insert into catalogue_properties (id, version, reference, type, location, status, title, subtitle,
    short_description, city, area, price_eur, price_per_m2_eur, bedrooms, bathrooms, size_built_m2,
    amenities, featured, cover_image, details, map_point, listed_at, updated_at)
  select 'bench-' || n, 1, p.reference, p.type, p.location, p.status, p.title, b -> 'subtitle',
    b -> 'shortDescription', b -> 'address' ->> 'city', b -> 'address' ->> 'area', p.price,
    round(p.price::numeric / p.size)::int, p.bedrooms, p.bathrooms, p.size, p.amenities,
    (b ->> 'featured')::boolean, coalesce(b -> 'gallery' -> 'images' -> 0, 'null'::jsonb),
    b || jsonb_build_object('reference', p.reference, 'type', p.type, 'location', p.location,
      'title', p.title, 'amenities', p.amenities, 'price', b -> 'price' || jsonb_build_object('saleEur', p.price),
      'specifications', b -> 'specifications'
        || jsonb_build_object('bedrooms', p.bedrooms, 'bathrooms', p.bathrooms, 'sizeBuiltM2', p.size),
      'address', b -> 'address' || jsonb_build_object('hideExactLocation', false,
        'coordinates', jsonb_build_object('lat', p.lat, 'lng', p.lng))),
    point(round(p.lng * 1000000), round(p.lat * 1000000)), p.listed_at, p.listed_at
  from generate_series($1::int, $2::int - 1) n
  cross join lateral (select $3::jsonb -> (n % jsonb_array_length($3::jsonb)) as b) base
  cross join lateral (
    select 'CC-BENCH-' || lpad(n::text, 6, '0') as reference,
      ($4::text[])[(n * 3) % cardinality($4::text[]) + 1] as type,
      ($5::text[])[(n * 5 + 1) % cardinality($5::text[]) + 1] as location,
      case n % 10 when 7 then 'draft' when 8 then 'withdrawn'
        else (array['active', 'active', 'reserved', 'sold'])[n % 4 + 1] end as status,
      b -> 'title' || jsonb_build_object('es', (b -> 'title' ->> 'es') || ' ' || n) as title,
      90000 + ((n::bigint * 7919) % 4000)::int * 1000 as price,
      50 + (n * 37) % 600 as size,
      1 + n % 6 as bedrooms,
      1 + n % 4 as bathrooms,
      (select coalesce(jsonb_agg(key order by i), '[]') from unnest($6::text[]) with ordinality f(key, i)
        where (n >> (i::int - 1)) % 3 <> 0) as amenities,
      timestamptz '2024-01-01T00:00:00Z' + n * interval '1 hour' as listed_at,
      -- Along the Cantabrian coast: two in five around Santander, the rest spread from San Vicente de la
      -- Barquera to Castro Urdiales (6 decimals, as the admin form keeps them).
      round((case when n % 5 < 2 then -3.85 + 0.1 * ((n * 7919) % 10007) / 10007.0
        else -4.5 + 1.4 * ((n * 7919) % 10007) / 10007.0 end)::numeric, 6) as lng,
      round((case when n % 5 < 2 then 43.44 + 0.05 * ((n * 104729) % 9973) / 9973.0
        else 43.3 + 0.2 * ((n * 104729) % 9973) / 9973.0 end)::numeric, 6) as lat
  ) p`;

/**
 * Writes properties 0..count-1 in two halves at once (one per core), then does what autovacuum would do.
 * `details`, which no search reads, is compressed with lz4 here: pglz took most of the load's time.
 */
async function insertSyntheticProperties(pool: Pool, count: number): Promise<void> {
  await pool.query('alter table catalogue_properties alter column details set compression lz4');
  const samples = JSON.stringify(SAMPLE_PROPERTIES.map((sample) => sample.details));
  const half = Math.ceil(count / 2);
  await Promise.all(
    [
      [0, half],
      [half, count],
    ].map(([from, to]) =>
      pool.query(INSERT_SYNTHETIC, [from, to, samples, PROPERTY_TYPES, LOCATIONS, FEATURE_KEYS]),
    ),
  );
  // Statistics, and the visibility map index-only scans need.
  await pool.query('vacuum analyze catalogue_properties');
}

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
    const url = new URL(request.url ?? '/', 'http://floor');
    const params = url.searchParams;
    const bbox = params.get('bbox') === null ? undefined : parseBoundingBox(params.get('bbox') ?? '');
    const area = params.get('area') === null ? undefined : parseArea(params.get('area') ?? '');
    const search: PropertySearch = {
      bbox: bbox?.ok ? bbox.value : undefined,
      area: area?.ok ? area.value : undefined,
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
    const map = url.pathname.endsWith('/map');
    const { sql, params: values } = map ? propertyMapSql(search) : propertySearchSql(search);
    pool.query<{ id: string | null; total: number }>(toNumberedPlaceholders(sql), values).then(
      (result) => {
        const items = result.rows
          .filter((row) => row.id !== null)
          .slice(0, map ? MAP_POINTS_CAP : (search.limit ?? SEARCH_LIMITS.maxPage));
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

function get(agent: http.Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

function load(port: number, prefix: string, seconds: number): Promise<LoadResult> {
  return httpLoad({
    connections: CONNECTIONS,
    seconds,
    paths: SEARCH_QUERIES.map((query) => prefix + query),
    send: async (agent, path) => (await get(agent, port, path)) === 200,
  });
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

/** Each query shape's latencies on one keep-alive connection: one request at a time, the shapes in turn. */
async function perShape(port: number, prefix: string): Promise<number[][]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = QUERIES.map((): number[] => []);
  try {
    for (let round = -WARM_UP_ROUNDS; round < ROUNDS; round++) {
      for (const [shape, query] of QUERIES.entries()) {
        const started = performance.now();
        const status = await get(agent, port, prefix + query);
        if (status !== 200) throw new Error(`${prefix}${query} answered ${status}`);
        if (round >= 0) latencies[shape].push(performance.now() - started);
      }
    }
  } finally {
    agent.destroy();
  }
  return latencies;
}

async function measure(
  role: 'api' | 'floor',
  databaseUrl: string,
  prefix: string,
): Promise<{ concurrent: LoadResult; shapes: number[][] }> {
  const { child, port } = await startChild(role, databaseUrl);
  try {
    await load(port, prefix, WARM_UP_SECONDS);
    const concurrent = await load(port, prefix, SECONDS);
    return { concurrent, shapes: await perShape(port, prefix) };
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function report(name: string, result: LoadResult): number {
  const throughput = result.requests / result.seconds;
  const { p50, p95, p99 } = summarize(result.latencies);
  console.log(
    `  ${name.padEnd(6)} ${throughput.toFixed(0).padStart(6)} req/s  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms` +
      `  p99 ${p99.toFixed(1)} ms  (${result.requests} ok, ${result.failures} failed)`,
  );
  return throughput;
}

/** One line per query shape: the API's and the floor's p50/p95/p99 on one connection. Returns the worst API p95. */
function reportShapes(api: number[][], floor: number[][]): number {
  const figures = (latencies: number[]) => {
    const { p50, p95, p99 } = summarize(latencies);
    return [p50, p95, p99].map((ms) => ms.toFixed(1).padStart(6)).join('');
  };
  const width = Math.max(...QUERIES.map((query) => query.length), '(no parameters)'.length);
  console.log(
    `  one connection, ${ROUNDS} requests per shape (ms)`.padEnd(width + 4) +
      '   api p50   p95   p99   floor p50   p95   p99',
  );
  for (const [shape, query] of QUERIES.entries()) {
    console.log(
      `  ${(query || '(no parameters)').padEnd(width)}    ${figures(api[shape])}      ${figures(floor[shape])}`,
    );
  }
  return Math.max(...api.map((latencies) => summarize(latencies).p95));
}

async function main(): Promise<void> {
  const { databaseUrl } = benchDatabase('search');
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  await migrate(config);
  try {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 2 });
    const started = performance.now();
    await insertSyntheticProperties(pool, PROPERTIES);
    await pool.end();
    console.log(
      `bench:search  ${PROPERTIES} properties (written in ${((performance.now() - started) / 1000).toFixed(1)} s), ` +
        `${CONNECTIONS} connections, ${SECONDS} s per server after ${WARM_UP_SECONDS} s of warm-up, ${SEARCH_QUERIES.length} query shapes ` +
        `(and ${MAP_QUERIES.length} map shapes one at a time)`,
    );
    const api = await measure('api', config.databaseUrl, '/api/properties');
    const floor = await measure('floor', config.databaseUrl, '/floor');
    const apiThroughput = report('api', api.concurrent);
    const floorThroughput = report('floor', floor.concurrent);
    const apiP95 = summarize(api.concurrent.latencies).p95;
    console.log(
      `  api / floor throughput: ${((apiThroughput / floorThroughput) * 100).toFixed(0)}% (target >= 60%); ` +
        `api p95 ${apiP95.toFixed(1)} ms (target < 25 ms)`,
    );
    const worstP95 = reportShapes(api.shapes, floor.shapes);
    console.log(`  slowest shape on one connection: api p95 ${worstP95.toFixed(1)} ms (target < 25 ms)`);
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

const [role, databaseUrl] = args.filter((arg) => !arg.startsWith('--'));
(role ? child(role, databaseUrl) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
