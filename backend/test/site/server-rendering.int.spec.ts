import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { LogCapture } from '../support/log-capture';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';
import { propertyInput } from '../catalogue/property-fixtures';

// The built site (`npm run build`, which `npm test` runs before the tests): its index.html and the server
// renderer next to it. These tests read the pages as a crawler or a link preview does: plain HTTP, no script.
const FRONTEND_DIST = path.resolve(__dirname, '../../../frontend/dist');
const SERVER_ENTRY = path.resolve(FRONTEND_DIST, '../dist-server/entry-server.js');
const ORIGIN = 'https://www.costacantabria.test';
const LANGUAGES = ['es', 'en', 'de', 'ru', 'mk'] as const;

interface Page {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  document: Document;
  html: string;
}

const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? null;
const meta = (document: Document, key: string) =>
  attribute(document, `meta[name="${key}"], meta[property="${key}"]`, 'content');

function jsonLd(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe('Server rendering: what crawlers and link previews read', () => {
  let api: TestApi;
  let fastify: FastifyInstance;
  let staff: Staff;
  const logs = new LogCapture();

  async function get(url: string, headers: InjectOptions['headers'] = {}): Promise<Page> {
    const response = await fastify.inject({ method: 'GET', url, headers });
    const html = response.body;
    return {
      status: response.statusCode,
      headers: response.headers,
      html,
      document: new JSDOM(html).window.document,
    };
  }

  async function listProperty(reference: string, status?: 'draft'): Promise<string> {
    const response = await api
      .http()
      .post('/api/admin/properties')
      .set(staff.headers.admin)
      .send({ details: propertyInput({ reference }), ...(status ? { status } : {}) })
      .expect(201);
    return response.body.id as string;
  }

  beforeAll(async () => {
    if (!existsSync(SERVER_ENTRY))
      throw new Error(`No server renderer at ${SERVER_ENTRY}: run npm run build first`);
    api = await startTestApi({ seed: true, logs, env: { FRONTEND_DIST, PUBLIC_URL: ORIGIN } });
    fastify = api.app.getHttpAdapter().getInstance();
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  it.each([
    ['/', 'es', 'Propiedades exclusivas'],
    ['/properties', 'es', 'Propiedades en venta'],
    ['/services', 'es', 'Servicios'],
    ['/premium-services', 'es', 'Servicios premium'],
    ['/experiences', 'es', 'Experiencias'],
    ['/contact', 'es', 'Contacto'],
    ['/about', 'es', 'Quiénes somos'],
    ['/privacy', 'es', 'Política de privacidad'],
    ['/properties-preview', 'es', 'Vista previa'],
    ['/en', 'en', 'Exclusive'],
    ['/en/properties', 'en', 'Properties for sale'],
    ['/de/services', 'de', 'Services'],
    ['/ru/experiences', 'ru', 'Впечатления'],
    ['/mk/contact', 'mk', 'Контакт'],
    ['/ru/terms', 'ru', 'Условия'],
  ])('%s: content, title, description, canonical and alternates in %s', async (url, language, title) => {
    const { status, document, headers } = await get(url);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(document.documentElement.lang).toBe(language);
    expect(document.title).toContain(title);
    expect(document.querySelector('h1')?.textContent).toBeTruthy();
    expect(meta(document, 'description')?.length).toBeGreaterThan(40);
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(ORIGIN + url.replace(/^\/$/, '/'));
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    const page = url.replace(/^\/(en|de|ru|mk)(?=\/|$)/, '') || '/';
    expect(alternates).toEqual([
      ...LANGUAGES.map((lang) => [
        lang,
        ORIGIN + (lang === 'es' ? page : page === '/' ? `/${lang}` : `/${lang}${page}`),
      ]),
      ['x-default', ORIGIN + page],
    ]);
    expect(meta(document, 'og:title')).toBe(document.title);
    expect(meta(document, 'og:image')).toMatch(/^https:\/\//);
    // The page's data travels with it: the browser hydrates without asking the API again.
    expect(document.getElementById('ssr-state')?.getAttribute('type')).toBe('application/json');
    expect(
      document.querySelectorAll(
        'script:not([src]):not([type="application/json"]):not([type="application/ld+json"])',
      ),
    ).toHaveLength(0);
  });

  it('renders a property in Russian for a link shared from /ru: preview, listing and breadcrumbs', async () => {
    const list = await api.http().get('/api/properties?limit=1').expect(200);
    const property = list.body.items[0] as { id: string; title: Record<string, string> };
    const url = `/ru/property/${property.id}`;
    const { status, document, html } = await get(url);

    expect(status).toBe(200);
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe(`${property.title.ru} · Costa Cantabria Luxury`);
    expect(document.querySelector('h1')?.textContent).toBe(property.title.ru);
    expect(meta(document, 'og:title')).toBe(document.title);
    expect(meta(document, 'og:locale')).toBe('ru_RU');
    expect(meta(document, 'og:url')).toBe(ORIGIN + url);
    expect(meta(document, 'og:image:width')).toBe('1200');
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(ORIGIN + url);

    const [listing, breadcrumbs] = jsonLd(document);
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: ORIGIN + url,
      name: property.title.ru,
      offers: { '@type': 'Offer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs.itemListElement as Array<{ item: string }>).map((crumb) => crumb.item)).toEqual([
      `${ORIGIN}/ru`,
      `${ORIGIN}/ru/properties`,
      ORIGIN + url,
    ]);
    // The similar listings further down the page are in the HTML too.
    expect(html).toContain('ssr-state');
  });

  it("previews a sample listing with its own SVG cover as a 1200 x 630 JPEG, not the agency's image", async () => {
    const detail = await api.http().get('/api/properties/villa-sardinero-santander').expect(200);
    const cover = (detail.body as { gallery: { images: Array<{ url: string }> } }).gallery.images[0].url;
    expect(cover).toMatch(/\.svg$/);
    const { document } = await get('/en/property/villa-sardinero-santander');

    const image = meta(document, 'og:image')!;
    const stem = path.basename(cover, '.svg');
    expect(image).toBe(`${ORIGIN}/media/social/catalogue/${stem}.jpg`);
    expect(meta(document, 'og:image:width')).toBe('1200');
    expect(meta(document, 'og:image:height')).toBe('630');
    expect(meta(document, 'og:image:alt')).toBeTruthy();

    const preview = await fastify.inject({ method: 'GET', url: new URL(image).pathname });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const { format, width, height } = await sharp(preview.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('describes the agency on the home page: offices and hours', async () => {
    const { document } = await get('/');
    const [agency] = jsonLd(document);
    expect(agency).toMatchObject({ '@type': 'RealEstateAgent', name: 'Costa Cantabria Luxury' });
    expect(JSON.stringify(agency)).toContain('Castro Urdiales');
    expect(JSON.stringify(agency)).toContain('Laredo');
    expect(JSON.stringify(agency)).toContain('Santander');
    expect(JSON.stringify(agency)).toContain('openingHoursSpecification');
  });

  it("hands the browser the same answers the API gives a reader of the page's language", async () => {
    const { document } = await get('/ru/properties?location=laredo&sort=price_asc');
    const state = JSON.parse(document.getElementById('ssr-state')?.textContent ?? '') as {
      queries: { queries: Array<{ queryKey: unknown[]; state: { data: { pages?: unknown[] } } }> };
    };
    const search = state.queries.queries.find((query) => query.queryKey[1] === 'search');
    const answer = await api
      .http()
      .get('/api/properties?location=laredo&sort=price_asc&limit=12&offset=0')
      .set('Accept-Language', 'ru')
      .expect(200);
    expect(search?.state.data.pages?.[0]).toEqual(answer.body);
    expect(Object.keys(answer.body.items[0].title).sort()).toEqual(['es', 'ru']);
  });

  it('answers an unknown address with 404 and a page that helps, kept out of search engines', async () => {
    for (const [url, text] of [
      ['/no-such-page', 'Esta página no existe'],
      ['/en/no/such/page', 'This page does not exist'],
      ['/property/no-such-villa', 'Esta propiedad no está disponible'],
    ]) {
      const { status, document } = await get(url);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(document.querySelector('h1')?.textContent).toBe(text);
      expect(meta(document, 'robots')).toBe('noindex');
      expect(document.querySelector('a[href="/properties"], a[href="/en/properties"]')).not.toBeNull();
    }
  });

  it('answers 410 for a withdrawn or deleted property, 404 for a draft that never was public', async () => {
    const withdrawn = await listProperty('CC-SSR-410');
    await api
      .http()
      .put(`/api/admin/properties/${withdrawn}/status`)
      .set(staff.headers.owner)
      .send({ status: 'withdrawn', expectedVersion: 1 })
      .expect(200);
    const deleted = await listProperty('CC-SSR-DEL');
    await api
      .http()
      .delete(`/api/admin/properties/${deleted}?expectedVersion=1`)
      .set(staff.headers.owner)
      .expect(204);
    const draft = await listProperty('CC-SSR-DRAFT', 'draft');

    for (const id of [withdrawn, deleted]) {
      const { status, document } = await get(`/en/property/${id}`);
      expect(status).toBe(410);
      expect(document.querySelector('h1')?.textContent).toBe('This property is no longer on the market');
      expect(meta(document, 'robots')).toBe('noindex');
    }
    expect((await get(`/property/${draft}`)).status).toBe(404);
  });

  it('renders a shared comparison with its properties, in the order of its address, out of search engines', async () => {
    const { status, document } = await get(
      '/en/compare?ids=atico-puerto-castro-urdiales,villa-sardinero-santander',
    );
    expect(status).toBe(200);
    expect(meta(document, 'robots')).toBe('noindex');
    expect(
      [...document.querySelectorAll('th[scope="col"] a')].map((link) => link.getAttribute('href')),
    ).toEqual(['/en/property/atico-puerto-castro-urdiales', '/en/property/villa-sardinero-santander']);
  });

  it('keeps sold properties, with their status', async () => {
    const sold = await listProperty('CC-SSR-SOLD');
    for (const [status, expectedVersion] of [
      ['reserved', 1],
      ['sold', 2],
    ] as const) {
      await api
        .http()
        .put(`/api/admin/properties/${sold}/status`)
        .set(staff.headers.owner)
        .send({ status, expectedVersion })
        .expect(200);
    }
    const { status, document } = await get(`/property/${sold}`);
    expect(status).toBe(200);
    const [listing] = jsonLd(document);
    expect(listing.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('lets shared caches keep public pages a minute, revalidated with an ETag (304)', async () => {
    const first = await get('/en/properties');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fastify.inject({
      method: 'GET',
      url: '/en/properties',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language, another page, another tag.
    expect((await get('/ru/properties')).headers.etag).not.toBe(etag);
  });

  it("preloads the body and heading fonts of the page's script: Latin, Cyrillic on Russian and Macedonian pages", async () => {
    const fonts = (document: Document) =>
      [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
        link.getAttribute('href')!,
      );
    const spanish = fonts((await get('/properties')).document);
    const macedonian = fonts((await get('/mk/properties')).document);
    expect(spanish).toHaveLength(2);
    expect(spanish.every((href) => /latin-\d00-normal-[\w-]+\.woff2$/.test(href))).toBe(true);
    expect(macedonian).toHaveLength(2);
    expect(macedonian.every((href) => /cyrillic-\d00-normal-[\w-]+\.woff2$/.test(href))).toBe(true);
    for (const href of [...spanish, ...macedonian]) {
      const font = await fastify.inject({ method: 'GET', url: href });
      expect([font.statusCode, font.headers['content-type']]).toEqual([200, 'font/woff2']);
    }
  });

  it("carries the site's style sheet inline, and loads its code after its first paint through one small script", async () => {
    const frame = new JSDOM(readFileSync(path.join(FRONTEND_DIST, 'index.html'), 'utf8')).window.document;
    const hrefs = (document: Document, rel: string) =>
      [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href')!);
    const { document } = await get('/property/villa-sardinero-santander');
    // The frame (signed-in pages) links the one style sheet; a rendered page needs no request for it.
    const [sheet] = hrefs(frame, 'stylesheet');
    expect(hrefs(frame, 'stylesheet')).toHaveLength(1);
    expect(hrefs(document, 'stylesheet')).toEqual([]);
    const inline = document.querySelector(`style[data-href="${sheet}"]`)?.textContent;
    expect(inline).toBe(readFileSync(path.join(FRONTEND_DIST, sheet), 'utf8'));
    // Nothing of the code competes with the document before the first paint: no preload, no script in the
    // head, one boot script (a few hundred bytes) as the body's last element.
    expect(hrefs(document, 'modulepreload')).toEqual([]);
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    const boot = [...document.querySelectorAll('script[src]')];
    expect(boot).toHaveLength(1);
    expect(document.body.lastElementChild).toBe(boot[0]);
    expect(boot[0].getAttribute('src')).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
    expect(readFileSync(path.join(FRONTEND_DIST, boot[0].getAttribute('src')!)).length).toBeLessThan(1024);
    // What the boot script fetches: the entry first, then the page's own modules and its texts, once each.
    const scripts = boot[0].getAttribute('data-page-scripts')!.split(' ');
    expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(scripts.some((href) => /\/assets\/property-page-with-inquiry-[\w-]+\.js$/.test(href))).toBe(true);
    expect(scripts.some((href) => /\/assets\/framework-[\w-]+\.js$/.test(href))).toBe(true);
    // Account and back-office code stays out of public pages, and the forms' code comes when they are reached.
    expect(scripts.some((href) => /dashboard|admin|property-editor|use-contract-form/.test(href))).toBe(
      false,
    );
    for (const href of [boot[0].getAttribute('src')!, ...scripts]) {
      const asset = await fastify.inject({ method: 'GET', url: href });
      expect({ href, status: asset.statusCode }).toEqual({ href, status: 200 });
    }
    expect((await fastify.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('compresses pages with brotli where the browser takes it', async () => {
    const response = await fastify.inject({
      method: 'GET',
      url: '/contact',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<html lang="es"');
  });

  it('opens / in the language chosen before, and only /: a shared link keeps its own', async () => {
    const home = await fastify.inject({ method: 'GET', url: '/?utm=x', headers: { cookie: 'lang=ru' } });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/ru?utm=x');
    expect(home.headers.vary).toMatch(/cookie/);
    expect((await get('/contact', { cookie: 'lang=ru' })).document.documentElement.lang).toBe('es');
    expect((await get('/', { cookie: 'lang=es' })).status).toBe(200);

    const prefixed = await fastify.inject({ method: 'GET', url: '/es/contact?x=1' });
    expect([prefixed.statusCode, prefixed.headers.location]).toEqual([302, '/contact?x=1']);
    const settings = await fastify.inject({ method: 'GET', url: '/en/settings' });
    expect(settings.headers.location).toBe('/en/dashboard?tab=settings');
  });

  it('sends signed-in and staff pages as the frame the browser renders, out of search engines', async () => {
    for (const url of ['/dashboard', '/en/admin/properties', '/owner/users']) {
      const { status, headers, document } = await get(url);
      expect({ url, status }).toEqual({ url, status: 200 });
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(document.getElementById('root')?.innerHTML).toBe('');
    }
  });

  it('falls back to the page rendered by the browser when a read fails, and logs it', async () => {
    const queries = api.app.get(QueryBus);
    const failing = jest.spyOn(queries, 'execute').mockRejectedValueOnce(new Error('database unreachable'));
    try {
      const { status, document } = await get('/services');
      expect(status).toBe(200);
      expect(document.getElementById('root')?.innerHTML).toBe('');
      expect(logs.text).toContain('Server rendering failed');
    } finally {
      failing.mockRestore();
    }
  });
});
