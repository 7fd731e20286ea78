import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { catalogueArtworkUrl } from '../../src/platform/media/catalogue-artwork';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

/** `/media/catalogue/<stem>.<hash>.svg` -> `/media/social/catalogue/<stem>.<hash>.jpg`. */
const socialOfArtwork = (name: string) =>
  catalogueArtworkUrl(name)
    .replace('/media/catalogue/', '/media/social/catalogue/')
    .replace(/\.svg$/, '.jpg');

describe('social images (/media/social/...): the 1200 x 630 JPEG of a cover, for link previews', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi();
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  async function expectPreviewJpeg(url: string): Promise<Buffer> {
    const response = await api.http().get(url).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const body = response.body as Buffer;
    const { format, width, height } = await sharp(body).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    return body;
  }

  it('renders an SVG artwork of the sample catalogue once, then answers the stored file', async () => {
    const url = socialOfArtwork('villa-sardinero-exterior.svg');
    const [first, second] = await Promise.all([expectPreviewJpeg(url), expectPreviewJpeg(url)]);
    expect(second.equals(first)).toBe(true);
    const stored = await readdir(path.join(api.config.mediaDir, 'social', 'catalogue'));
    expect(stored).toEqual([path.basename(url)]);
    expect((await expectPreviewJpeg(url)).equals(first)).toBe(true);

    const etag = (await api.http().get(url).expect(200)).headers.etag;
    await api.http().get(url).set('if-none-match', etag).expect(304);
  });

  it("sends an artwork's name without its hash, or with an older one, to the current version", async () => {
    const current = socialOfArtwork('atico-castro-view.svg');
    for (const name of ['atico-castro-view.jpg', 'atico-castro-view.000000000000.jpg']) {
      const response = await api.http().get(`/media/social/catalogue/${name}`).expect(302);
      expect(response.headers.location).toBe(current);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('crops an uploaded photo to 1200 x 630 from its widest variant', async () => {
    const photo = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: { r: 40, g: 90, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const upload = await api
      .http()
      .post('/api/admin/media')
      .set(staff.headers.admin)
      .attach('file', photo, { filename: 'fachada.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await expectPreviewJpeg(`/media/social/uploads/${upload.body.id as string}.jpg`);
  });

  it.each([
    '/media/social/catalogue/no-such-artwork.jpg',
    '/media/social/catalogue/villa-sardinero-exterior.svg',
    '/media/social/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b.jpg',
    '/media/social/uploads/..%2F..%2Fetc.jpg',
    '/media/social/other/x.jpg',
  ])('answers %s with a 404 in the shared error shape', async (url) => {
    const response = await api.http().get(url).expect(404);
    expect(response.body.error.code).toEqual(expect.any(String));
  });
});
