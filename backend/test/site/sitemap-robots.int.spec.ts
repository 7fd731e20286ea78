import { brotliDecompressSync } from 'node:zlib';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { JSDOM } from 'jsdom';
import { AppModule } from '../../src/app.module';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import type { PropertyStatus } from '../../src/modules/catalogue/domain/catalogue-enums';
import { PROTOCOL_LIMITS, SITEMAP_LIMITS } from '../../src/modules/site/sitemap/sitemap';
import { configureHttp, createHttpAdapter } from '../../src/platform/http/configure-http';
import { createLogger } from '../../src/platform/logging/logger';
import { propertyInput } from '../catalogue/property-fixtures';
import { startTestApi, type TestApi } from '../support/test-api';

const ORIGIN = 'https://www.costacantabria.test';
const LANGUAGES = ['es', 'en', 'de', 'ru', 'mk'] as const;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const UPLOADED = '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b/1600.webp';
/** An image elsewhere whose address needs escaping in XML (the quotes are percent-encoded first). */
const EXTERNAL = "https://images.example.com/sea.jpg?w=1200&fit=crop&name='bay'";
const EXTERNAL_ENCODED = 'https://images.example.com/sea.jpg?w=1200&fit=crop&name=%27bay%27';
const SAMPLE_PUBLIC_PROPERTIES = 6;

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
  images: string[];
}

/** Parses as XML (a malformed document throws) and reads the <url> entries. */
function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

function urlEntries(xml: string): UrlEntry[] {
  const document = parseXml(xml);
  expect(document.documentElement.localName).toBe('urlset');
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return [...document.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0].textContent!,
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    images: [...url.getElementsByTagNameNS(IMAGE_NS, 'loc')].map((loc) => loc.textContent!),
  }));
}

const localized = (language: string, path: string) =>
  language === 'es' ? `${ORIGIN}${path}` : `${ORIGIN}/${language}${path === '/' ? '' : path}`;

describe('sitemap and robots.txt', () => {
  let api: TestApi;
  let fastify: FastifyInstance;
  let commands: CommandBus;

  const get = (url: string, headers: InjectOptions['headers'] = {}) =>
    fastify.inject({ method: 'GET', url, headers });

  async function listProperty(id: string, status: PropertyStatus, images: string[] = [UPLOADED]) {
    const details = propertyInput({ reference: `CC-${id.toUpperCase()}` });
    details.gallery.images = images.map((url) => ({ url, alt: { es: 'Vista' } }));
    await commands.execute(
      new ListPropertyCommand(id, details, null, status === 'draft' ? 'draft' : 'active'),
    );
    if (status === 'reserved' || status === 'sold' || status === 'withdrawn')
      await commands.execute(new ChangePropertyStatusCommand(id, status));
  }

  const updatedAt = async (id: string) => {
    const [row] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ updated_at: Date }[]>('select updated_at from catalogue_properties where id = ?', [id]);
    return new Date(row.updated_at).toISOString();
  };

  beforeAll(async () => {
    api = await startTestApi({ seed: true, env: { PUBLIC_URL: ORIGIN } });
    fastify = api.app.getHttpAdapter().getInstance();
    commands = api.app.get(CommandBus);
    await listProperty('casa-vendida', 'sold', [UPLOADED, EXTERNAL]);
    await listProperty('casa-reservada', 'reserved');
    await listProperty('casa-retirada', 'withdrawn');
    await listProperty('casa-borrador', 'draft');
  });
  afterAll(() => api.close());

  it('lists every public page and public property in five languages, as XML with cache headers', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const entries = urlEntries(response.body);
    const publicProperties = SAMPLE_PUBLIC_PROPERTIES + 2;
    expect(entries).toHaveLength((12 + publicProperties) * LANGUAGES.length);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const language of LANGUAGES) {
      expect(locs).toContain(localized(language, '/property/casa-vendida'));
      expect(locs).toContain(localized(language, '/property/casa-reservada'));
      expect(locs).toContain(localized(language, '/privacy'));
    }
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/en`);
    expect(locs.filter((loc) => /casa-retirada|casa-borrador/.test(loc))).toEqual([]);
    expect(locs.filter((loc) => /contacto|preview|admin|dashboard|owner|verify|reset/.test(loc))).toEqual([]);
  });

  it('names the five languages and x-default (the Spanish address) as alternates of each address', async () => {
    const entries = urlEntries((await get('/sitemap.xml')).body);
    const sold = entries.filter((entry) => entry.loc.endsWith('/property/casa-vendida'));
    expect(sold).toHaveLength(5);
    const alternates = {
      ...Object.fromEntries(
        LANGUAGES.map((language) => [language, localized(language, '/property/casa-vendida')]),
      ),
      'x-default': `${ORIGIN}/property/casa-vendida`,
    };
    for (const entry of sold) expect(entry.alternates).toEqual(alternates);
    const home = entries.find((entry) => entry.loc === `${ORIGIN}/de`)!;
    expect(home.alternates).toMatchObject({
      es: `${ORIGIN}/`,
      en: `${ORIGIN}/en`,
      'x-default': `${ORIGIN}/`,
    });
  });

  it("dates a property by its last change and the property list by its listing's, other pages not", async () => {
    const entries = urlEntries((await get('/sitemap.xml')).body);
    const lastmod = (loc: string) => entries.find((entry) => entry.loc === loc)!.lastmod;
    const soldChangedAt = await updatedAt('casa-vendida');
    expect(lastmod(`${ORIGIN}/en/property/casa-vendida`)).toBe(soldChangedAt);
    // The withdrawal came last: it changed the list of properties.
    expect(lastmod(`${ORIGIN}/properties`)).toBe(await updatedAt('casa-retirada'));
    expect(lastmod(`${ORIGIN}/about`)).toBeNull();
    expect(lastmod(`${ORIGIN}/`)).toBeNull();
  });

  it("lists a property's images at absolute addresses, escaped for XML", async () => {
    const response = await get('/sitemap.xml');
    const sold = urlEntries(response.body).find((entry) => entry.loc === `${ORIGIN}/property/casa-vendida`)!;
    expect(sold.images).toEqual([`${ORIGIN}${UPLOADED}`, EXTERNAL_ENCODED]);
    expect(response.body).toContain(
      '<image:loc>https://images.example.com/sea.jpg?w=1200&amp;fit=crop&amp;name=%27bay%27</image:loc>',
    );
    const sample = urlEntries(response.body).find((entry) =>
      entry.loc.endsWith('/property/villa-sardinero-santander'),
    )!;
    expect(sample.images.length).toBeGreaterThan(0);
    for (const image of sample.images)
      expect(image).toMatch(/^https:\/\/www\.costacantabria\.test\/media\/catalogue\//);
  });

  it('is compressed for clients that accept it', async () => {
    const response = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(urlEntries(brotliDecompressSync(response.rawPayload).toString('utf8')).length).toBeGreaterThan(0);
  });

  it('has no index files while everything fits in one file', async () => {
    for (const url of ['/sitemap-pages.xml', '/sitemap-properties-1.xml', '/api/sitemap.xml']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('serves robots.txt: everything but the API, account and back-office pages in any language', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/']);
    for (const prefix of ['', '/en', '/de', '/ru', '/mk']) {
      for (const page of [
        '/admin',
        '/owner',
        '/dashboard',
        '/settings',
        '/verify-email',
        '/reset-password',
        '/account/erase',
        '/unsubscribe',
        '/seller-report',
        '/newsletter',
      ]) {
        expect(lines).toContain(`Disallow: ${prefix}${page}`);
      }
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow: /en/api'))).toEqual([]);
  });

  describe('beyond the URLs one file may hold', () => {
    const URLS_PER_FILE = 60; // 12 pages or properties of five URLs each
    let indexed: NestFastifyApplication;

    const getIndexed = (url: string) => indexed.getHttpAdapter().getInstance().inject({ method: 'GET', url });

    beforeAll(async () => {
      for (let n = 1; n <= 5; n++) await listProperty(`casa-extra-${n}`, 'active');
      // The same database, served with a small limit.
      const module = await Test.createTestingModule({ imports: [AppModule.forRoot(api.config)] })
        .overrideProvider(SITEMAP_LIMITS)
        .useValue({ ...PROTOCOL_LIMITS, urlsPerFile: URLS_PER_FILE })
        .compile();
      indexed = module.createNestApplication<NestFastifyApplication>(
        createHttpAdapter(api.config, createLogger(api.config, 'api')),
      );
      await configureHttp(indexed, api.config);
      await indexed.init();
      await indexed.getHttpAdapter().getInstance().ready();
    });
    afterAll(() => indexed.close());

    it('makes /sitemap.xml an index of files within the limit that together list every address', async () => {
      const index = await getIndexed('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      const document = parseXml(index.body);
      expect(document.documentElement.localName).toBe('sitemapindex');
      const files = [...document.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent!);
      // 6 samples + sold + reserved + 5 extra = 13 properties: 12 in the first file, 1 in the second.
      expect(files).toEqual([
        `${ORIGIN}/sitemap-pages.xml`,
        `${ORIGIN}/sitemap-properties-1.xml`,
        `${ORIGIN}/sitemap-properties-2.xml`,
      ]);

      const listed: string[] = [];
      for (const file of files) {
        const response = await getIndexed(file.slice(ORIGIN.length));
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=3600');
        const entries = urlEntries(response.body);
        expect(entries.length).toBeLessThanOrEqual(URLS_PER_FILE);
        listed.push(...entries.map((entry) => entry.loc));
      }
      const single = urlEntries((await get('/sitemap.xml')).body).map((entry) => entry.loc);
      expect(listed.sort()).toEqual(single.sort());
      expect(listed).toHaveLength((12 + 13) * 5);
    });

    it('answers 404 for a file the index does not name', async () => {
      for (const url of [
        '/sitemap-properties-3.xml',
        '/sitemap-properties-0.xml',
        '/sitemap-properties-x.xml',
      ]) {
        expect((await getIndexed(url)).statusCode).toBe(404);
      }
    });
  });
});
