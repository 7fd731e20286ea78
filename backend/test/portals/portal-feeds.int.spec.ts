import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { RevisePropertyCommand } from '../../src/modules/catalogue/commands/revise-property/revise-property.command';
import type { PropertyDetails } from '../../src/modules/catalogue/domain/property';
import { gridCellCentre } from '../../src/modules/catalogue/domain/public-location';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC_URL = 'https://costa.example';
const PORTAL_JPEG =
  /^https:\/\/costa\.example\/media\/jpeg\/(?:uploads\/[0-9a-f-]{36}|catalogue\/[a-z0-9-]+\.[0-9a-f]{12})\.jpg$/;

interface FeedProperty {
  id: string;
  date: string;
  ref: string;
  price: string;
  currency: string;
  price_freq: string;
  part_ownership: string;
  leasehold: string;
  new_build: string;
  type: string;
  town: string;
  province: string;
  location: { latitude: string; longitude: string };
  location_detail: string;
  beds: string;
  baths: string;
  pool: string;
  surface_area: { built: string; plot?: string };
  energy_rating: { consumption: string };
  url: Record<string, string>;
  desc: Record<string, string>;
  features?: { feature: string[] };
  images: { image: { '@_id': string; url: string }[] };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['property', 'image', 'feature'].includes(name),
});

/** The element names of a parsed element, in order, with the nested ones as `parent/child`. */
function structure(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, value]) => {
    if (name.startsWith('@_') || name === '#text') return [];
    const first = Array.isArray(value) ? value[0] : value;
    return [`${prefix}${name}`, ...structure(first, `${prefix}${name}/`)];
  });
}

describe('the portals’ Kyero v3 feeds', () => {
  let api: TestApi;
  let staff: Staff;
  let commands: CommandBus;
  let chosen: string[];

  const row = async (id: string) => {
    const [found] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ details: PropertyDetails; version: number }[]>(
        'select details, version from catalogue_properties where id = ?',
        [id],
      );
    return found;
  };
  const revise = async (id: string, change: (details: PropertyDetails) => PropertyDetails) => {
    const current = await row(id);
    await commands.execute(new RevisePropertyCommand(id, change(current.details), current.version));
  };
  const overview = async () => {
    const response = await api.http().get('/api/admin/portals').set(staff.headers.owner);
    expect(response.status).toBe(200);
    return response.body as {
      feeds: { portal: string; url: string; exported: number; chosen: number }[];
      excluded: { propertyId: string; reasons: string[]; portals: string[] }[];
    };
  };
  const feedUrl = async (portal: string) => (await overview()).feeds.find((f) => f.portal === portal)!.url;
  const fetchFeed = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
    return response;
  };
  const readFeed = async (portal = 'kyero') => {
    const response = await fetchFeed(await feedUrl(portal));
    expect(response.statusCode).toBe(200);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const document = parser.parse(response.body) as {
      root: { kyero: { feed_version: string }; property?: FeedProperty[] };
    };
    return { response, document, properties: document.root.property ?? [] };
  };

  beforeAll(async () => {
    api = await startTestApi({ seed: true, env: { PUBLIC_URL } });
    staff = await signInStaff(api);
    commands = api.app.get(CommandBus);
    const rows = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ id: string }[]>(
        `select id from catalogue_properties where status = 'active' order by id limit 4`,
      );
    chosen = rows.map((r) => r.id);
    expect(chosen).toHaveLength(4);
  });
  afterAll(() => api.close());

  it('lets the owner alone choose a listing’s portals, and refuses what is not a portal', async () => {
    const [first] = chosen;
    const put = (headers: Record<string, string>, portals: unknown) =>
      api.http().put(`/api/admin/properties/${first}/portals`).set(headers).send({ portals });
    expect((await put(staff.headers.admin, ['kyero'])).status).toBe(403);
    const bad = await put(staff.headers.owner, ['kyero', 'idealista']);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    const unknown = await api
      .http()
      .put('/api/admin/properties/no-such-property/portals')
      .set(staff.headers.owner)
      .send({ portals: ['kyero'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('property_not_found');

    for (const id of chosen) {
      const response = await put(staff.headers.owner, ['thinkspain', 'kyero', 'kyero']);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ portals: ['kyero', 'thinkspain'] });
      if (id !== first) {
        const other = await api
          .http()
          .put(`/api/admin/properties/${id}/portals`)
          .set(staff.headers.owner)
          .send({ portals: ['kyero'] });
        expect(other.status).toBe(200);
      }
    }
    const read = await api.http().get(`/api/admin/properties/${first}/portals`).set(staff.headers.admin);
    expect(read.body).toEqual({ portals: ['kyero', 'thinkspain'] });

    // The choice is in the history, once: choosing the same again records nothing.
    const events = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ type: string }[]>(`select type from events where stream_id = ?`, [`portals-${first}`]);
    expect(events.map((e) => e.type)).toEqual(['PropertyPortalsChosen']);
  });

  it('serves a valid Kyero v3 feed of the chosen listings, with absolute addresses and four languages', async () => {
    const { response, document, properties } = await readFeed();
    expect(response.headers['content-type']).toMatch(/^application\/xml; charset=utf-8/);
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    expect(document.root.kyero.feed_version).toBe('3');
    expect(properties.map((p) => p.id).sort()).toEqual([...chosen].sort());
    for (const property of properties) {
      const details = (await row(property.id)).details;
      expect(property.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(property.ref).toBe(details.reference);
      expect(property.price).toBe(String(details.price.saleEur));
      expect(property).toMatchObject({
        currency: 'EUR',
        price_freq: 'sale',
        part_ownership: '0',
        leasehold: '0',
        province: 'Cantabria',
      });
      expect(['apartment', 'house', 'villa', 'penthouse', 'town house', 'studio', 'duplex']).toContain(
        property.type,
      );
      expect(Number(property.beds)).toBe(details.specifications.bedrooms);
      expect(Number(property.surface_area.built)).toBe(details.specifications.sizeBuiltM2);
      // In Cantabria, and the point the public sees (these listings show their exact one).
      expect(Number(property.location.latitude)).toBeCloseTo(details.address.coordinates!.lat, 6);
      expect(Number(property.location.longitude)).toBeCloseTo(details.address.coordinates!.lng, 6);
      expect(Number(property.location.latitude)).toBeGreaterThan(42.7);
      expect(Number(property.location.longitude)).toBeLessThan(-3.1);
      expect(Object.keys(property.url)).toEqual(['es', 'en', 'de', 'ru']);
      expect(property.url.en).toBe(`${PUBLIC_URL}/en/property/${property.id}`);
      expect(property.url.es).toBe(`${PUBLIC_URL}/property/${property.id}`);
      expect(Object.keys(property.desc)).toEqual(expect.arrayContaining(['es', 'en']));
      expect(Object.keys(property.desc)).not.toContain('mk');
      expect(property.images.image.length).toBeGreaterThan(0);
      property.images.image.forEach((image, index) => {
        expect(image['@_id']).toBe(String(index + 1));
        // The portals import JPEG: every gallery image is offered as its portal JPEG, never a WebP or an SVG.
        expect(image.url).toMatch(PORTAL_JPEG);
      });
    }
    // The same element structure as Kyero's published sample (trimmed copy in the fixture).
    const sample = parser.parse(readFileSync(join(__dirname, 'kyero-v3-sample.xml'), 'utf8')) as {
      root: { property: unknown[] };
    };
    const ours = new Set(properties.flatMap((p) => structure(p)));
    const theirs = new Set(structure(sample.root.property[0]));
    expect([...ours].filter((name) => !theirs.has(name))).toEqual([]);
    expect(structure(document.root).slice(0, 2)).toEqual(['kyero', 'kyero/feed_version']);
  });

  it('offers each image as a JPEG of at most 1920 px, rendered once and then read from the media volume', async () => {
    // A transparent-cornered photo larger than the variants: the JPEG comes from the widest (1600 px) one.
    const photo = await sharp({
      create: { width: 2600, height: 1800, channels: 4, background: { r: 30, g: 80, b: 110, alpha: 1 } },
    })
      .composite([
        {
          input: {
            create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
          },
          left: 0,
          top: 0,
          blend: 'dest-out',
        },
      ])
      .png()
      .toBuffer();
    const upload = await api
      .http()
      .post('/api/admin/media')
      .set(staff.headers.admin)
      .attach('file', photo, { filename: 'terraza.png', contentType: 'image/png' })
      .expect(201);
    const uploadId = upload.body.id as string;
    const listing = chosen[3];
    await revise(listing, (details) => ({
      ...details,
      gallery: {
        ...details.gallery,
        images: [{ url: upload.body.url as string, alt: { es: 'Terraza' } }, ...details.gallery.images],
      },
    }));
    const images = (await readFeed()).properties
      .find((p) => p.id === listing)!
      .images.image.map((i) => i.url);
    expect(images[0]).toBe(`${PUBLIC_URL}/media/jpeg/uploads/${uploadId}.jpg`);
    const artwork = images.find((url) => url.includes('/media/jpeg/catalogue/'))!;
    expect(artwork).toMatch(PORTAL_JPEG);

    const fetchJpeg = async (url: string) => {
      const response = await api.http().get(url.replace(PUBLIC_URL, '')).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[0-9a-f-]+"$/);
      return { body: response.body as Buffer, etag: response.headers.etag as string };
    };

    const uploaded = await fetchJpeg(images[0]);
    const meta = await sharp(uploaded.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1108, space: 'srgb' });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // Transparency on white.
    const { data } = await sharp(uploaded.body)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([255, 255, 255]);

    // The sample artwork's SVG is drawn to fill 1920 px on its long side.
    const drawn = await sharp((await fetchJpeg(artwork)).body).metadata();
    expect(drawn.format).toBe('jpeg');
    expect(Math.max(drawn.width!, drawn.height!)).toBe(1920);

    // Kept in the media volume: a second request (from any instance) answers the stored file, not a new render.
    const stored = join(api.config.mediaDir, 'jpeg', 'uploads', `${uploadId}.jpg`);
    expect((await readFile(stored)).equals(uploaded.body)).toBe(true);
    const marker = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    await writeFile(stored, marker);
    expect((await fetchJpeg(images[0])).body.equals(marker)).toBe(true);
    await writeFile(stored, uploaded.body);
    await api.http().get(images[0].replace(PUBLIC_URL, '')).set('if-none-match', uploaded.etag).expect(304);
    expect(
      (await readdir(join(api.config.mediaDir, 'jpeg', 'uploads'))).filter((f) => f.endsWith('.tmp')),
    ).toEqual([]);
  });

  it('answers 404 in the shared shape for an unknown or damaged image, never a server error', async () => {
    const damaged = '5d1c7a52-8e0b-4f3a-9c2d-6b7e8f9a0b1c';
    await mkdir(join(api.config.mediaDir, 'uploads', damaged), { recursive: true });
    await writeFile(
      join(api.config.mediaDir, 'uploads', damaged, '1600.webp'),
      Buffer.from('RIFF....WEBPnot really'),
    );
    for (const url of [
      `/media/jpeg/uploads/${damaged}.jpg`,
      '/media/jpeg/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b.jpg',
      '/media/jpeg/uploads/..%2F..%2Fetc.jpg',
      '/media/jpeg/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b.webp',
      '/media/jpeg/catalogue/no-such-artwork.jpg',
      '/media/jpeg/catalogue/villa-sardinero-exterior.svg',
      '/media/jpeg/other/x.jpg',
    ]) {
      const response = await api.http().get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.body.error.code).toEqual(expect.any(String));
    }
    const cached = await readdir(join(api.config.mediaDir, 'jpeg', 'uploads')).catch(() => [] as string[]);
    expect(cached).not.toContain(`${damaged}.jpg`);
    // An artwork's address with an older hash leads to the current version.
    const moved = await api
      .http()
      .get('/media/jpeg/catalogue/villa-sardinero-exterior.000000000000.jpg')
      .expect(302);
    expect(moved.headers.location).toMatch(
      /^\/media\/jpeg\/catalogue\/villa-sardinero-exterior\.[0-9a-f]{12}\.jpg$/,
    );
  });

  it('shows only the public point of a hidden location, escapes texts and dates a revision anew', async () => {
    const [villa] = chosen;
    const before = (await readFeed()).properties.find((p) => p.id === villa)!;
    const text = 'Terrace & garden <sea views> "quiet" — it’s 5 < 6 & 7 > 3';
    const exact = { lat: 43.468721, lng: -3.778312 };
    await revise(villa, (details) => ({
      ...details,
      fullDescription: { ...details.fullDescription, en: text },
      address: { ...details.address, coordinates: exact, hideExactLocation: true },
    }));
    const { response, properties } = await readFeed();
    const after = properties.find((p) => p.id === villa)!;
    expect(after.desc.en).toBe(text);
    expect(response.body).toContain('Terrace &amp; garden &lt;sea views&gt;');
    const cell = gridCellCentre(exact);
    expect(Number(after.location.latitude)).toBeCloseTo(cell.lat, 6);
    expect(Number(after.location.longitude)).toBeCloseTo(cell.lng, 6);
    expect(response.body).not.toContain(String(exact.lat));
    expect(response.body).not.toContain(String(exact.lng));
    expect(after.date).not.toBe(before.date);
  });

  it('leaves out what cannot be exported, with the reason for staff, and what is not on offer', async () => {
    const [, noImages, withdrawn] = chosen;
    await revise(noImages, (details) => ({ ...details, gallery: { ...details.gallery, images: [] } }));
    await commands.execute(new ChangePropertyStatusCommand(withdrawn, 'withdrawn'));
    const ids = (await readFeed()).properties.map((p) => p.id);
    expect(ids).not.toContain(noImages);
    expect(ids).not.toContain(withdrawn);
    expect(ids).toHaveLength(2);
    const { feeds, excluded } = await overview();
    expect(excluded).toEqual([
      expect.objectContaining({ propertyId: noImages, reasons: ['no_image'], portals: ['kyero'] }),
    ]);
    expect(feeds.find((f) => f.portal === 'kyero')).toMatchObject({ exported: 2, chosen: 3 });
    expect(feeds.find((f) => f.portal === 'thinkspain')).toMatchObject({ exported: 1, chosen: 1 });
    expect(feeds.find((f) => f.portal === 'green-acres')).toMatchObject({ exported: 0, chosen: 0 });
    // An empty feed is still a valid one.
    const empty = await readFeed('green-acres');
    expect(empty.properties).toEqual([]);
  });

  it('answers 404 to a wrong or replaced address, and lets only the owner replace it', async () => {
    const old = await feedUrl('kyero');
    for (const url of [
      old.replace(/token=.{4}/, 'token=AAAA'),
      old.replace('kyero.xml', 'idealista.xml'),
      old.replace('kyero.xml', 'thinkspain.xml'),
      old.replace(/\?token=.*/, ''),
    ]) {
      const response = await fetchFeed(url);
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body).error.code).toBe('portal_feed_not_found');
    }
    expect(
      (await api.http().post('/api/admin/portals/kyero/rotate-token').set(staff.headers.admin)).status,
    ).toBe(403);
    const rotated = await api.http().post('/api/admin/portals/kyero/rotate-token').set(staff.headers.owner);
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(rotated.body.url as string)).statusCode).toBe(200);
    expect(await feedUrl('kyero')).toBe(rotated.body.url);
    // The event names the generation, never the token.
    const [event] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ data: Record<string, unknown> }[]>(
        `select data from events where stream_id = 'portal-kyero'`,
      );
    expect(event.data).toEqual({ portal: 'kyero', generation: 1, rotatedAt: expect.any(String) });
    expect(JSON.stringify(event.data)).not.toContain(
      new URL(rotated.body.url as string).searchParams.get('token'),
    );
    const unknown = await api
      .http()
      .post('/api/admin/portals/idealista/rotate-token')
      .set(staff.headers.owner);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('portal_not_found');
  });
});
