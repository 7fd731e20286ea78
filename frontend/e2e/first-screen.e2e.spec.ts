import type { Page } from '@playwright/test';
import { DEMO, es, signInThroughApi } from './support/accounts';
import { expect, test, text } from './support/fixtures';
import { listedProperties } from './support/routes';

const common = (key: string) => text('es', 'common', key);
const SCREENS = 'test-results/first-screen';

/** The decorative hero carousel, wherever it is. */
const hero = (page: Page) => page.getByRole('region', { name: common('carousel.label') });

/** Paths of the carousel's slide images requested by the page since the call. */
function heroRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/images\/hero\/hero-\d\.svg$/.test(pathname)) requested.push(pathname);
  });
  return requested;
}

test.describe('the first screen on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a property page shows its gallery and its price without scrolling', async ({ page, request }) => {
    const [property] = await listedProperties(request);
    await page.goto(`/property/${property.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title.es);
    await expect(hero(page)).toHaveCount(0);

    const gallery = page.getByRole('region', {
      name: es('catalogue', 'property.gallery.label', { title: property.title.es }),
    });
    await expect(gallery).toBeInViewport({ ratio: 0.5 });
    const price = page.locator('main header').getByText(/^[\d.]+\s€$/);
    await expect(price).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SCREENS}/property-375.png` });
  });

  test('the properties page shows a listing without scrolling', async ({ page, request }) => {
    const [first] = await listedProperties(request);
    await page.goto('/properties');
    await expect(hero(page)).toHaveCount(0);
    // A card is labelled by its title (property-card.tsx); its cover image is the listing's first sight.
    const card = page.locator('main').getByLabel(first.title.es, { exact: true });
    await expect(card.locator('img').first()).toBeInViewport({ ratio: 0.5 });
    await page.screenshot({ path: `${SCREENS}/properties-375.png` });
  });

  test('the first visit to the home page fetches one hero image, preloaded; the others as the carousel moves', async ({
    page,
  }) => {
    await page.clock.install();
    const requested = heroRequests(page);
    await page.goto('/');
    const carousel = hero(page);
    await expect(carousel).toBeVisible();
    await expect(carousel.locator('img')).toHaveCount(1);
    await expect(carousel.locator('img')).toHaveAttribute('src', '/images/hero/hero-1.svg');
    await expect(carousel.locator('img')).toHaveAttribute('fetchpriority', 'high');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('href', '/images/hero/hero-1.svg');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENS}/home-375.png` });

    // The home page's cards reuse two of the slides' artwork (hero-2 and hero-5); slides 3 and 4 are the
    // carousel's alone, and the first one is fetched once, by the preload the image then uses.
    expect(requested.filter((path) => path === '/images/hero/hero-1.svg')).toHaveLength(1);
    expect(requested).not.toContain('/images/hero/hero-3.svg');
    expect(requested).not.toContain('/images/hero/hero-4.svg');

    await carousel
      .getByRole('button', { name: text('es', 'common', 'carousel.goTo', { current: 3, total: 5 }) })
      .click();
    await expect(carousel.locator('img')).toHaveCount(2);
    await expect.poll(() => requested).toContain('/images/hero/hero-3.svg');
    expect(requested).not.toContain('/images/hero/hero-4.svg');
  });

  test('other pages carry no hero and no image preload', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero(page)).toHaveCount(0);
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
  });
});

test.describe('the back office', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('has the header but neither the hero nor the marketing footer', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('admin', 'dashboard.title'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(hero(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/admin-dashboard-1440.png` });

    await page.goto('/dashboard');
    await expect(hero(page)).toHaveCount(0);
  });
});
