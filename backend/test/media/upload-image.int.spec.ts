import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { DeciderRunner } from '../../src/platform/commands/decider-runner';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A photo-like test image (a gradient, so the encoders have something to compress). */
function testImage(width: number, height: number): sharp.Sharp {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * channels;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

interface StoredEventRow {
  stream_id: string;
  stream_version: number;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

describe('image upload (POST /api/admin/media)', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi();
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  const uploadsDir = () => path.join(api.config.mediaDir, 'uploads');
  const em = () => api.app.get(EntityManager).fork();

  function upload(
    headers: Record<string, string>,
    content: Buffer,
    filename: string,
    contentType = 'image/jpeg',
  ) {
    return api
      .http()
      .post('/api/admin/media')
      .set(headers)
      .attach('file', content, { filename, contentType });
  }

  /** Everything an upload could leave behind: events, read-model rows and files (staging folders too). */
  async function traces() {
    const [events] = await em().execute<{ count: string }[]>(
      `select count(*) from events where type = 'ImageUploaded'`,
    );
    const [rows] = await em().execute<{ count: string }[]>('select count(*) from media_images');
    const files = await readdir(uploadsDir(), { recursive: true });
    return { events: Number(events.count), rows: Number(rows.count), files: files.sort() };
  }

  async function eventOf(imageId: string): Promise<StoredEventRow> {
    const [event] = await em().execute<StoredEventRow[]>(
      'select stream_id, stream_version, data, metadata from events where stream_id = ?',
      [`media-${imageId}`],
    );
    return event;
  }

  it('turns a PNG into WebP and smaller AVIF variants of 480, 960 and 1600 px, served immutable', async () => {
    const png = await testImage(2000, 1200).png().toBuffer();
    const response = await upload(
      staff.headers.admin,
      png,
      'Villa Sardinero/salón <principal>.png',
      'image/png',
    );
    expect(response.status).toBe(201);
    const id = response.body.id as string;
    expect(id).toMatch(UUID);
    // A photo-like image has AVIF variants: the URL to record names the largest of them.
    expect(response.body).toEqual({
      id,
      url: `/media/uploads/${id}/1600.avif`,
      width: 2000,
      height: 1200,
      variants: [480, 960, 1600].map((width) => ({
        width,
        url: `/media/uploads/${id}/${width}.webp`,
        avifUrl: `/media/uploads/${id}/${width}.avif`,
      })),
    });

    const sizes: { webp: number; avif: number }[] = [];
    for (const { width, url, avifUrl } of response.body.variants as {
      width: number;
      url: string;
      avifUrl: string;
    }[]) {
      const height = Math.round((width * 1200) / 2000);
      const file = await readFile(path.join(uploadsDir(), id, `${width}.webp`));
      const avif = await readFile(path.join(uploadsDir(), id, `${width}.avif`));
      sizes.push({ webp: file.length, avif: avif.length });
      const metadata = await sharp(file).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'webp',
        width,
        height,
      });
      const avifMetadata = await sharp(avif).metadata();
      expect({
        format: avifMetadata.format,
        compression: avifMetadata.compression,
        width: avifMetadata.width,
        height: avifMetadata.height,
      }).toEqual({ format: 'heif', compression: 'av1', width, height });
      expect(avif.length).toBeLessThan(file.length);

      for (const [address, bytes, contentType] of [
        [url, file, 'image/webp'],
        [avifUrl, avif, 'image/avif'],
      ] as const) {
        const served = await api.http().get(address).buffer(true).expect(200);
        expect(served.headers['content-type']).toBe(contentType);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-security-policy']).toContain("default-src 'self'");
        expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
      }
    }
    expect((await readdir(uploadsDir())).filter((name) => name.startsWith('.'))).toEqual([]);

    const event = await eventOf(id);
    expect(Number(event.stream_version)).toBe(1);
    expect(event.metadata.actorId).toBe(staff.userIds.admin);
    const recorded = [
      { width: 480, height: 288, bytes: sizes[0].webp, avifBytes: sizes[0].avif },
      { width: 960, height: 576, bytes: sizes[1].webp, avifBytes: sizes[1].avif },
      { width: 1600, height: 960, bytes: sizes[2].webp, avifBytes: sizes[2].avif },
    ];
    expect(event.data).toEqual({
      imageId: id,
      contentType: 'image/png',
      width: 2000,
      height: 1200,
      originalBytes: png.length,
      variants: recorded,
      displayName: 'salón principal.png',
      uploadedAt: expect.any(String),
    });
    // No file bytes and no credentials in the log: the event stays a few hundred bytes.
    const stored = JSON.stringify(event);
    expect(stored.length).toBeLessThan(1000);
    expect(stored).not.toContain(staff.headers.admin.Authorization.slice('Bearer '.length));

    const [row] = await em().execute('select * from media_images where id = ?', [id]);
    expect(row).toMatchObject({
      content_type: 'image/png',
      width: 2000,
      height: 1200,
      original_bytes: png.length,
      display_name: 'salón principal.png',
      uploaded_by: staff.userIds.admin,
    });
    expect(row.variants).toEqual(recorded);
  });

  it('turns a JPEG upright by its EXIF orientation, strips its metadata and never enlarges it', async () => {
    // Stored 1200 x 800 with orientation 6 (rotate 90°): shown 800 wide and 1200 high.
    const jpeg = await testImage(1200, 800)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Agencia', Artist: 'Fotógrafa' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload(staff.headers.owner, jpeg, 'IMG_2041.JPG').expect(201);
    const id = response.body.id as string;
    expect(response.body).toMatchObject({
      width: 800,
      height: 1200,
      url: `/media/uploads/${id}/480.avif`,
      variants: [
        { width: 480, url: `/media/uploads/${id}/480.webp`, avifUrl: `/media/uploads/${id}/480.avif` },
      ],
    });
    for (const [name, format] of [
      ['480.webp', 'webp'],
      ['480.avif', 'heif'],
    ] as const) {
      const file = await readFile(path.join(uploadsDir(), id, name));
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format, width: 480, height: 720 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(file.includes(Buffer.from('Agencia'))).toBe(false);
    }
    expect((await eventOf(id)).metadata.actorId).toBe(staff.userIds.owner);
  });

  it('keeps a narrow image at its own width and takes the first frame of an animated GIF', async () => {
    // Two frames of 300 x 200: white, then black.
    const frames = Buffer.alloc(300 * 200 * 2 * 3);
    frames.fill(255, 0, 300 * 200 * 3);
    const gif = await sharp(frames, { raw: { width: 300, height: 400, channels: 3, pageHeight: 200 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const response = await upload(staff.headers.admin, gif, 'logo.gif', 'application/octet-stream').expect(
      201,
    );
    const id = response.body.id as string;
    expect(response.body).toMatchObject({ width: 300, height: 200, url: `/media/uploads/${id}/300.webp` });
    expect(response.body.variants).toEqual([
      { width: 300, url: `/media/uploads/${id}/300.webp`, avifUrl: null },
    ]);
    const file = await readFile(path.join(uploadsDir(), id, '300.webp'));
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    const { channels } = await sharp(file).stats();
    expect(channels[0].mean).toBeGreaterThan(250);
    const event = await eventOf(id);
    expect(event.data.contentType).toBe('image/gif');
    // A flat white image: its AVIF would be larger than its WebP, so it keeps WebP only.
    expect(event.data.variants).toEqual([{ width: 300, height: 200, bytes: file.length, avifBytes: null }]);
    expect(await readdir(path.join(uploadsDir(), id))).toEqual(['300.webp']);
    const avif = await api.http().get(`/media/uploads/${id}/300.avif`).expect(404);
    expect(avif.body.error.code).toBe('not_found');
  });

  it('keeps WebP only when the AVIF of any width would be larger', async () => {
    const flat = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const webp = await sharp(flat).webp({ quality: 80 }).toBuffer();
    const avif = await sharp(flat).avif({ quality: 50, effort: 3, chromaSubsampling: '4:2:0' }).toBuffer();
    expect(avif.length).toBeGreaterThan(webp.length);

    const response = await upload(staff.headers.admin, flat, 'blanco.png', 'image/png').expect(201);
    const id = response.body.id as string;
    expect(response.body.url).toBe(`/media/uploads/${id}/300.webp`);
    expect(response.body.variants).toEqual([
      { width: 300, url: `/media/uploads/${id}/300.webp`, avifUrl: null },
    ]);
    expect(await readdir(path.join(uploadsDir(), id))).toEqual(['300.webp']);
    const [row] = await em().execute('select variants from media_images where id = ?', [id]);
    expect(row.variants).toEqual([{ width: 300, height: 200, bytes: expect.any(Number), avifBytes: null }]);
  });

  it('recognises WebP and AVIF by their content', async () => {
    for (const [format, contentType] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      const image = await testImage(1000, 500).toFormat(format).toBuffer();
      const response = await upload(staff.headers.admin, image, 'photo.bin', 'text/plain').expect(201);
      expect(response.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
      expect((await eventOf(response.body.id)).data.contentType).toBe(contentType);
    }
  });

  it('deletes the written files again when the event cannot be appended', async () => {
    const before = await traces();
    const runner = api.app.get(DeciderRunner);
    let filesWhenAppending: string[] = [];
    const append = jest.spyOn(runner, 'run').mockImplementationOnce(async () => {
      filesWhenAppending = (await traces()).files;
      throw new Error('database unavailable');
    });
    try {
      const png = await testImage(1000, 600).png().toBuffer();
      const response = await upload(staff.headers.admin, png, 'a.png', 'image/png').expect(500);
      expect(response.body.error.code).toBe('internal_error');
      expect(append).toHaveBeenCalledTimes(1);
    } finally {
      append.mockRestore();
    }
    // The variants were in place before the append was tried, and are gone after it failed.
    const added = filesWhenAppending.filter((file) => !before.files.includes(file));
    expect(
      added
        .filter((file) => /\.(webp|avif)$/.test(file))
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual(['480.avif', '480.webp', '960.avif', '960.webp']);
    expect(await traces()).toEqual(before);
  });

  it('refuses a text file named .jpg (415) and writes nothing', async () => {
    const before = await traces();
    const response = await upload(
      staff.headers.admin,
      Buffer.from('Esto no es una foto, solo texto.\n'.repeat(50)),
      'fachada.jpg',
      'image/jpeg',
    ).expect(415);
    expect(response.body).toEqual({
      error: {
        code: 'unsupported_image',
        message: 'El archivo no es una imagen JPEG, PNG, WebP, AVIF o GIF',
      },
    });
    expect(await traces()).toEqual(before);
  });

  it('refuses an SVG, whatever it is called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect/></svg>');
    const response = await upload(staff.headers.admin, svg, 'plano.png', 'image/png').expect(415);
    expect(response.body.error.code).toBe('unsupported_image');
  });

  it('refuses a file over 10 MB (413) and writes nothing', async () => {
    const before = await traces();
    const response = await upload(staff.headers.admin, randomBytes(11 * 1024 * 1024), 'enorme.jpg')
      .set('accept-language', 'en')
      .expect(413);
    expect(response.body).toEqual({
      error: { code: 'image_too_large', message: 'The image is larger than 10 MB' },
    });
    expect(await traces()).toEqual(before);
  });

  it('refuses an image over 40 megapixels (422) before decoding it, and writes nothing', async () => {
    const before = await traces();
    const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(staff.headers.admin, bomb, 'bomba.png', 'image/png').expect(422);
    expect(response.body.error.code).toBe('image_too_large_dimensions');
    expect(response.body.error.message).toBe('La imagen supera los 40 megapíxeles');
    expect(await traces()).toEqual(before);
  });

  it('asks for the file when the form has none (400)', async () => {
    const before = await traces();
    const noPart = await api
      .http()
      .post('/api/admin/media')
      .set(staff.headers.admin)
      .field('title', 'sin archivo')
      .expect(400);
    expect(noPart.body.error.code).toBe('file_required');
    const otherField = await api
      .http()
      .post('/api/admin/media')
      .set(staff.headers.admin)
      .attach('image', await testImage(600, 400).png().toBuffer(), 'x.png')
      .expect(400);
    expect(otherField.body.error.code).toBe('file_required');
    const json = await api.http().post('/api/admin/media').set(staff.headers.admin).send({}).expect(400);
    expect(json.body).toEqual({ error: { code: 'file_required', message: 'Elija una imagen para subir' } });
    const empty = await upload(staff.headers.admin, Buffer.alloc(0), 'vacio.jpg').expect(400);
    expect(empty.body.error.code).toBe('file_required');
    expect(await traces()).toEqual(before);
  });

  it('answers a cut-off multipart body with a 400, not a 500', async () => {
    const before = await traces();
    const response = await api
      .http()
      .post('/api/admin/media')
      .set(staff.headers.admin)
      .set('content-type', 'multipart/form-data; boundary=frontera')
      .send('--frontera\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff')
      .expect(400);
    expect(response.body.error.code).toBe('malformed_upload');
    expect(await traces()).toEqual(before);
  });

  it('takes one image per upload: a second file is refused, text fields are ignored', async () => {
    const before = await traces();
    const png = await testImage(600, 400).png().toBuffer();
    const two = await api
      .http()
      .post('/api/admin/media')
      .set(staff.headers.admin)
      .attach('file', png, 'a.png')
      .attach('file', png, 'b.png')
      .expect(400);
    expect(two.body.error).toEqual({
      code: 'single_image_required',
      message: 'Suba una sola imagen cada vez',
    });
    expect(await traces()).toEqual(before);

    const withField = await api
      .http()
      .post('/api/admin/media')
      .set(staff.headers.admin)
      .field('alt', 'Fachada')
      .attach('file', png, 'a.png')
      .expect(201);
    expect(withField.body.variants).toEqual([
      {
        width: 480,
        url: `/media/uploads/${withField.body.id}/480.webp`,
        avifUrl: `/media/uploads/${withField.body.id}/480.avif`,
      },
    ]);
  });

  it('is for staff only: anonymous 401, user 403, nothing written', async () => {
    const before = await traces();
    const png = await testImage(600, 400).png().toBuffer();
    const anonymous = await upload(staff.headers.anonymous, png, 'a.png', 'image/png').expect(401);
    expect(anonymous.body.error.code).toBe('unauthenticated');
    const user = await upload(staff.headers.user, png, 'a.png', 'image/png').expect(403);
    expect(user.body.error.code).toBe('forbidden');
    expect(await traces()).toEqual(before);
  });

  it('serves nothing but the variants: unknown paths are 404, climbing out is refused', async () => {
    const { body } = await upload(
      staff.headers.admin,
      await testImage(600, 400).png().toBuffer(),
      'a.png',
      'image/png',
    ).expect(201);
    await writeFile(path.join(uploadsDir(), body.id, 'notes.txt'), 'not served');
    for (const url of [
      `/media/uploads/${body.id}/960.webp`,
      `/media/uploads/${body.id}/960.avif`,
      `/media/uploads/${body.id}/480.jpg`,
      `/media/uploads/${body.id}/notes.txt`,
      `/media/uploads/${body.id}/`,
      '/media/uploads/',
    ]) {
      const response = await api.http().get(url);
      expect({ url, status: response.status, code: response.body.error?.code }).toEqual({
        url,
        status: 404,
        code: 'not_found',
      });
    }
    for (const url of ['/media/uploads/../../../package.json', '/media/uploads/%2e%2e/%2e%2e/package.json']) {
      const response = await api.http().get(url);
      expect([403, 404]).toContain(response.status);
      expect(response.body.error.code).toEqual(expect.any(String));
    }
  });
});

describe('uploaded media next to the SPA', () => {
  let api: TestApi;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'costa-spa-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
    api = await startTestApi({ env: { FRONTEND_DIST: dist } });
  });
  afterAll(async () => {
    await api.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('never answers an unknown media path with the SPA', async () => {
    for (const format of ['webp', 'avif']) {
      const missing = await api
        .http()
        .get(`/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b/480.${format}`)
        .set('accept', 'text/html')
        .expect(404);
      expect(missing.body.error.code).toBe('not_found');
    }
    const page = await api.http().get('/properties').set('accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>SPA</title>');
  });
});
