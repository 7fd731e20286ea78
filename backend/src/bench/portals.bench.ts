/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:portals`: one portal's Kyero v3 feed of 10,000 listings. In a database of its own it writes
 * BENCH_PROPERTIES (10,000) synthetic active listings into the catalogue's read model, all chosen for Kyero, starts
 * the API on a local port and downloads `GET /api/feeds/kyero.xml?token=…` over HTTP, as a portal does
 * (BENCH_ROUNDS times, 3; first a warm-up). Prints per download the time, the feed's size and listings, then
 * the peak live memory of one more download above what the idle server held (heap collected and read every
 * 20 ms): the feed is streamed page by page, so the peak stays flat however large the feed grows.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { createApiApp } from '../bootstrap/api-app';
import { migrate } from '../bootstrap/migrate';
import { PortalFeeds } from '../modules/portals/feed/portal-feeds';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { benchDatabase } from './bench-database';
import { insertProperties } from './synthetic-properties';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MB = 1024 * 1024;

const PROPERTY = Buffer.from('<property>');

/** Downloads the feed, counting bytes and `<property>` elements as they arrive (a tag split across chunks
 * is counted through the chunk's joined tail). */
function download(url: string): Promise<{ ms: number; bytes: number; listings: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, (response) => {
        let bytes = 0;
        let listings = 0;
        let tail = Buffer.alloc(0);
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          const joined = Buffer.concat([tail, chunk]);
          for (let at = joined.indexOf(PROPERTY); at !== -1; at = joined.indexOf(PROPERTY, at + 1))
            listings++;
          tail = joined.subarray(Math.max(0, joined.length - PROPERTY.length + 1));
        });
        response.on('end', () =>
          resolve({ ms: performance.now() - started, bytes, listings, status: response.statusCode ?? 0 }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function main(): Promise<void> {
  const { databaseUrl, runId } = benchDatabase('portals');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    // Its own rate-limit counters: the feed's limit per address would stop a second run within 10 minutes.
    REDIS_PREFIX: `costa-bench-portals-${runId}`,
    LOG_LEVEL: 'warn',
  });
  await migrate(config);
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    console.log(`Writing ${PROPERTIES} listings, all chosen for Kyero...`);
    await insertProperties(pool, PROPERTIES);
    // All on offer (the synthetic catalogue has drafts, reserved and sold ones too), and the public map
    // point, which the projection writes and the bulk insert leaves to this statement.
    await pool.query(`update catalogue_properties set status = 'active', map_point = point(
        round((details->'address'->'coordinates'->>'lng')::float8 * 1e6),
        round((details->'address'->'coordinates'->>'lat')::float8 * 1e6))
      where jsonb_typeof(details->'address'->'coordinates') = 'object'`);
    await pool.query(
      `insert into portal_choices (property_id, portals, chosen_at) select id, '{kyero}', now() from catalogue_properties`,
    );
    const [{ active }] = (
      await pool.query<{ active: number }>(
        `select count(*)::int as active from catalogue_properties where status = 'active'`,
      )
    ).rows;

    const app = await createApiApp(config);
    await app.listen(0, '127.0.0.1');
    try {
      const { port } = app.getHttpServer().address() as AddressInfo;
      const url = app
        .get(PortalFeeds)
        .url('kyero', 0)
        .replace(config.publicUrl.replace(/\/$/, ''), `http://127.0.0.1:${port}`);
      await download(url); // warm-up: code paths, pool connections, the planner's statistics
      console.log(`Kyero feed of ${PROPERTIES} chosen listings (${active} active):`);
      for (let round = 1; round <= ROUNDS; round++) {
        const result = await download(url);
        if (result.status !== 200) throw new Error(`The feed answered ${result.status}`);
        console.log(
          `  round ${round}: ${(result.ms / 1000).toFixed(2)} s, ${(result.bytes / MB).toFixed(1)} MB, ` +
            `${result.listings} listings`,
        );
      }
      // Memory: one more download while the heap is collected and read every 20 ms (node --expose-gc), so
      // the peak is what was alive at once, not garbage waiting for a collection; slower, so not timed.
      const gc = (globalThis as { gc?: () => void }).gc;
      if (gc) {
        gc();
        const before = process.memoryUsage();
        let peakHeap = before.heapUsed;
        let peakRss = before.rss;
        const sampler = setInterval(() => {
          gc();
          const now = process.memoryUsage();
          peakHeap = Math.max(peakHeap, now.heapUsed);
          peakRss = Math.max(peakRss, now.rss);
        }, 20);
        await download(url);
        clearInterval(sampler);
        console.log(
          `  peak live memory above the idle server's: heap ${((peakHeap - before.heapUsed) / MB).toFixed(1)} MB, ` +
            `RSS ${((peakRss - before.rss) / MB).toFixed(1)} MB (idle heap ${(before.heapUsed / MB).toFixed(0)} MB)`,
        );
      } else {
        console.log('  (run with node --expose-gc for the peak live memory)');
      }
    } finally {
      await app.close();
    }
  } finally {
    await pool.end();
    await dropDatabase(config.databaseUrl);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
