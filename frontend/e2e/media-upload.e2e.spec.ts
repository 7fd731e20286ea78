import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { adminHeaders, DEMO, es } from './support/accounts';
import { listedProperties } from './support/routes';
import { editableDetails } from './support/property-details';

interface Uploaded {
  status: number;
  body: {
    id: string;
    url: string;
    width: number;
    height: number;
    variants: { width: number; url: string; avifUrl: string | null }[];
  };
}

/** A 2000 x 1000 photo-like JPEG drawn by the page's canvas, uploaded by the browser's own multipart encoding. */
function uploadPhoto(page: Page, token: string): Promise<Uploaded> {
  return page.evaluate(async (bearer): Promise<Uploaded> => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 2000, 1000);
    gradient.addColorStop(0, '#1d4e89');
    gradient.addColorStop(1, '#f2c14e');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2000, 1000);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const form = new FormData();
    form.append('file', new File([blob], 'Playa del Sardinero.jpg', { type: 'image/jpeg' }));
    const response = await fetch('/api/admin/media', {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}` },
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }, token);
}

async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: DEMO.owner.email, password: DEMO.owner.password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

/** The layout shifts of the page so far (not those right after an input), added up: Cumulative Layout Shift. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/**
 * The contract the back office's image field relies on, from a real page: the browser's own multipart
 * encoding of a picked file, the answer, and the variants loading as images under the site's CSP.
 */
test.describe('image upload from the browser', () => {
  test('an admin uploads a photo and every variant loads, as WebP and as the smaller AVIF', async ({
    page,
    request,
  }) => {
    const { Authorization } = await adminHeaders(request);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/');

    const uploaded = await uploadPhoto(page, Authorization.slice('Bearer '.length));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({ width: 2000, height: 1000 });
    const { variants } = uploaded.body;
    expect(variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    // A photo has AVIF variants: the address to record is the largest of them.
    expect(variants.every((variant) => variant.avifUrl === variant.url.replace(/\.webp$/, '.avif'))).toBe(
      true,
    );
    expect(uploaded.body.url).toBe(variants[2].avifUrl);

    const urls = variants.flatMap((variant) => [variant.url, variant.avifUrl!]);
    const loaded = await page.evaluate(
      (sources) =>
        Promise.all(
          sources.map(
            (url) =>
              new Promise<{ url: string; width: number }>((resolve, reject) => {
                const image = new Image();
                image.onload = () => resolve({ url, width: image.naturalWidth });
                image.onerror = () => reject(new Error(`${url} did not load`));
                image.src = url;
              }),
          ),
        ),
      urls,
    );
    expect(loaded.map((image) => image.width)).toEqual([480, 480, 960, 960, 1600, 1600]);

    for (const variant of variants) {
      const webp = await request.get(variant.url);
      const avif = await request.get(variant.avifUrl!);
      expect(webp.headers()['content-type']).toBe('image/webp');
      expect(avif.headers()['content-type']).toBe('image/avif');
      expect(avif.headers()['cache-control']).toContain('immutable');
      expect((await avif.body()).length).toBeLessThan((await webp.body()).length);
    }
    expect(blocked).toEqual([]);
  });

  test('a visitor cannot upload', async ({ request }) => {
    const response = await request.post('/api/admin/media', {
      multipart: { file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') } },
    });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });
});

test.describe('an uploaded photo as a property cover, on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the page preloads the AVIF cover, the phone fetches its 480 px variant once, and nothing moves', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    await page.goto('/about');
    const uploaded = await uploadPhoto(page, headers.Authorization.slice('Bearer '.length));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const imageId = uploaded.body.id;
    const upload = `/media/uploads/${imageId}`;

    // A listing of its own, copied from a listed one through the API, with the photo as its cover.
    const [listed] = await listedProperties(request);
    const source = editableDetails(
      (await (await request.get(`/api/admin/properties/${listed.id}`, { headers })).json()) as Record<
        string,
        unknown
      > & { gallery: { images: { url: string }[] } },
    );
    const run = randomBytes(3).toString('hex');
    const details = {
      ...source,
      reference: `CC-AVIF-${run.toUpperCase()}`,
      title: { es: `Villa con portada subida ${run}` },
      gallery: {
        ...source.gallery,
        images: [{ url: uploaded.body.url, alt: { es: 'Fachada al atardecer' } }, ...source.gallery.images],
      },
    };
    const created = await request.post('/api/admin/properties', { headers, data: { details } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    try {
      const fetched: string[] = [];
      page.on('request', (sent) => {
        const { pathname } = new URL(sent.url());
        if (pathname.startsWith(`${upload}/`)) fetched.push(pathname);
      });
      const response = await page.goto(`/property/${id}`);
      await page.waitForLoadState('networkidle');

      // In the server's HTML, right after the title and description: the browser sees it first.
      const html = await response!.text();
      const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g);
      expect(preloads).toEqual([
        `<link rel="preload" as="image" href="${upload}/1600.avif" ` +
          `imagesrcset="${upload}/480.avif 480w, ${upload}/960.avif 960w, ${upload}/1600.avif 1600w" ` +
          'imagesizes="(min-width: 84rem) 78rem, calc(94vw - 1rem)" type="image/avif" fetchpriority="high" ' +
          'data-head="page">',
      ]);
      expect(html.indexOf(preloads![0])).toBeLessThan(html.indexOf('<link rel="canonical"'));

      const gallery = page.getByRole('region', {
        name: es('catalogue', 'property.gallery.label', { title: details.title.es }),
      });
      const cover = gallery.getByRole('img', { name: 'Fachada al atardecer' });
      await expect(cover).toHaveAttribute('loading', 'eager');
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      await expect(cover).toHaveAttribute('src', `${upload}/1600.webp`);
      await expect(gallery.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
        'srcset',
        `${upload}/480.avif 480w, ${upload}/960.avif 960w, ${upload}/1600.avif 1600w`,
      );
      expect(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        new RegExp(`${upload}/480\\.avif$`),
      );
      // The thumbnails wait until they near the viewport.
      const thumbnails = gallery.locator('ul img');
      expect(await thumbnails.count()).toBeGreaterThan(1);
      for (const loading of await thumbnails.evaluateAll((images) =>
        images.map((image) => image.getAttribute('loading')),
      ))
        expect(loading).toBe('lazy');

      // A 375 px screen is served the 480 px AVIF, once (the preload and the image are one request).
      expect(fetched.filter((path) => path !== `${upload}/480.avif`)).toEqual([]);
      expect(fetched.filter((path) => path === `${upload}/480.avif`)).toHaveLength(1);
      expect(await layoutShift(page)).toBe(0);
    } finally {
      const deleted = await request.delete(`/api/admin/properties/${id}?expectedVersion=1`, {
        headers: await ownerHeaders(request),
      });
      expect(deleted.status(), await deleted.text()).toBe(204);
    }
  });
});
