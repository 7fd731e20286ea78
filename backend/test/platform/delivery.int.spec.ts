import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { seedCatalogue } from '../../src/modules/catalogue/seed/seed-catalogue';
import { CATALOGUE_ASSETS_DIR } from '../../src/platform/media/catalogue-artwork';
import { startTestApi, type TestApi } from '../support/test-api';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_ARTWORK = /^\/media\/catalogue\/([a-z0-9-]+)\.([0-9a-f]{12})\.svg$/;

/** A built SPA as Vite leaves it: index.html with a hint scoped to the home page, a hashed bundle with its .br/.gz. */
async function writeBuiltSpa(dir: string) {
  const indexHtml = [
    '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Costa Cantabria Luxury</title>',
    '<link rel="preload" as="image" href="/images/hero/hero-1.svg" fetchpriority="high" data-only-on="/" />',
    '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>',
    `<body><div id="root"></div><noscript>${'Costa Cantabria Luxury necesita JavaScript. '.repeat(40)}</noscript>`,
    '</body></html>',
  ].join('\n');
  const bundle = `export const slides = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `slide ${i}`))};\n`;
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, 'assets/index-Ab12Cd34.js'), bundle);
  // Marked, so a test can tell the file compressed at build time from one compressed on the fly.
  await writeFile(path.join(dir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(`${bundle}// .br\n`));
  return { indexHtml, bundle };
}

describe('Delivery: compression, precompressed assets and the sample images', () => {
  let api: TestApi;
  let fastify: FastifyInstance;
  let spa: { indexHtml: string; bundle: string };
  const distDir = path.join(tmpdir(), `costa-test-dist-${randomBytes(4).toString('hex')}`);

  const get = (url: string, headers: InjectOptions['headers'] = {}) =>
    fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    spa = await writeBuiltSpa(distDir);
    api = await startTestApi({ seed: true, env: { FRONTEND_DIST: distDir } });
    fastify = api.app.getHttpAdapter().getInstance();
  });
  afterAll(async () => {
    await api.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('compresses an API answer with brotli where accepted and gzip otherwise', async () => {
    const plain = await get('/api/services');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/services', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/services', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves tiny answers as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', mail: 'ok' });
  });

  it('compresses the SPA page, keeps a home-only hint on the home page, and revalidates it per encoding', async () => {
    const home = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toMatch(/accept-encoding/i);
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(spa.indexHtml);

    const properties = await get('/properties', { 'accept-encoding': 'gzip' });
    expect(properties.headers['content-encoding']).toBe('gzip');
    const propertiesHtml = gunzipSync(properties.rawPayload).toString();
    expect(propertiesHtml).toContain('/assets/index-Ab12Cd34.js');
    expect(propertiesHtml).not.toContain('hero-1.svg');

    const identity = await get('/');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(spa.indexHtml);

    const etags = new Set([home.headers.etag, identity.headers.etag, properties.headers.etag]);
    expect(etags.size).toBe(3);
    const again = await get('/', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(home.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherEncoding = await get('/', {
      'accept-encoding': 'gzip',
      'if-none-match': String(home.headers.etag),
    });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('serves a hashed bundle from the .br file the build wrote, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(
      response.rawPayload.equals(await readFile(path.join(distDir, 'assets/index-Ab12Cd34.js.br'))),
    ).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${spa.bundle}// .br\n`);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(spa.bundle);
    expect(plain.headers.etag).not.toBe(response.headers.etag);
  });

  it('records the sample images under content-hashed names, served for a year', async () => {
    const listed = await get('/api/properties');
    const urls = (listed.json().items as { coverImage: { url: string } }[]).map(
      (item) => item.coverImage.url,
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(HASHED_ARTWORK);

    const [, stem, hash] = HASHED_ARTWORK.exec(urls[0])!;
    const file = await readFile(path.join(CATALOGUE_ASSETS_DIR, `${stem}.svg`));
    expect(createHash('sha256').update(file).digest('hex').slice(0, 12)).toBe(hash);

    const image = await get(urls[0]);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(file)).toBe(true);

    const compressed = await get(urls[0], { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).equals(file)).toBe(true);
    const revalidated = await get(urls[0], { 'if-none-match': String(image.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends a name without the hash, or with an old one, to the current image, and nothing else', async () => {
    const listed = (await get('/api/services')).json().items as { image: { url: string } }[];
    const current = listed[0].image.url;
    const [, stem] = HASHED_ARTWORK.exec(current)!;
    for (const old of [`/media/catalogue/${stem}.svg`, `/media/catalogue/${stem}.0123456789ab.svg`]) {
      const moved = await get(old);
      expect(moved.statusCode).toBe(302);
      expect(moved.headers.location).toBe(current);
      expect(moved.headers['cache-control']).toBe('no-cache');
    }
    for (const unknown of ['/media/catalogue/nothing-here.svg', '/media/catalogue/..%2F..%2Fpackage.json']) {
      const missing = await get(unknown);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('not_found');
    }
  });

  it('keeps the seed idempotent: a second run records nothing and the names stay', async () => {
    const before = (await get('/api/services')).body;
    await expect(seedCatalogue(api.app.get(CommandBus))).resolves.toBe(0);
    expect((await get('/api/services')).body).toBe(before);
  });
});
