import { expect, test } from './support/fixtures';
import { DEMO } from './support/accounts';

interface Uploaded {
  status: number;
  body: {
    id: string;
    url: string;
    width: number;
    height: number;
    variants: { width: number; url: string }[];
  };
}

/**
 * The contract the back office's image field relies on, from a real page: the browser's own multipart
 * encoding of a picked file, the answer, and the variants loading as images under the site's CSP.
 */
test.describe('image upload from the browser', () => {
  test('an admin uploads a photo and every variant loads as a WebP image', async ({ page, request }) => {
    const login = await request.post('/api/auth/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };

    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/');

    const uploaded = await page.evaluate(async (token): Promise<Uploaded> => {
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
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    }, accessToken);

    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({ width: 2000, height: 1000 });
    expect(uploaded.body.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    expect(uploaded.body.url).toBe(uploaded.body.variants[2].url);

    const loaded = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(
            (url) =>
              new Promise<{ url: string; width: number }>((resolve, reject) => {
                const image = new Image();
                image.onload = () => resolve({ url, width: image.naturalWidth });
                image.onerror = () => reject(new Error(`${url} did not load`));
                image.src = url;
              }),
          ),
        ),
      uploaded.body.variants.map((variant) => variant.url),
    );
    expect(loaded.map((image) => image.width)).toEqual([480, 960, 1600]);

    const served = await request.get(uploaded.body.url);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');
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
