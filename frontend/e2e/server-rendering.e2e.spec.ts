import type { Locator, Request } from '@playwright/test';
import { expect, exactly, test, text } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { listenForPageReads, listenForProblems } from './support/page-watch';
import { listedProperties } from './support/routes';

/**
 * The page's HTML has one image preload of its own in the head, at high priority, and it names the file the
 * image then shows (its one file, or one of its candidates).
 */
async function expectPreloadOf(html: string, image: Locator) {
  const tags = html.match(/<link rel="preload" as="image"[^>]*data-head="page">/g) ?? [];
  expect(tags).toHaveLength(1);
  const tag = tags[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  expect(attribute('fetchpriority')).toBe('high');
  expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<div id="root">'));
  const candidates = (attribute('imagesrcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0]);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).not.toBe('');
  const shown = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname;
  expect([attribute('href'), ...candidates]).toContain(shown);
}

test.describe('server-rendered pages in the browser', () => {
  // Nobody has answered the cookie banner: its appearance tells that the page has hydrated.
  test.use({ consentDecided: false });

  test('after the first page, moving through the site loads data, never another document', async ({
    page,
    request,
  }) => {
    const [first] = await listedProperties(request);
    const problems = listenForProblems(page);
    await page.goto('/ru');
    await waitForHydration(page, 'ru');
    const documents: string[] = [];
    const reads = listenForPageReads(page);
    page.on('request', (sent: Request) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });

    const nav = page.getByRole('navigation', { name: text('ru', 'common', 'nav.label') });
    await nav.getByRole('link', { name: text('ru', 'common', 'nav.properties'), exact: true }).click();
    await expect(page).toHaveURL(/\/ru\/properties$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      exactly(text('ru', 'catalogue', 'properties.title')),
    );
    await page.locator(`main a[href="/ru/property/${first.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/ru/property/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title.ru ?? first.title.es);
    await page.goBack();
    await expect(page).toHaveURL(/\/ru\/properties$/);

    expect(documents).toEqual([]);
    expect(reads.some((url) => url.includes('/api/properties?'))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the language selector opens the same page at its address in the chosen language', async ({
    page,
  }) => {
    await page.goto('/ru/properties?type=villa');
    await waitForHydration(page, 'ru');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /\(RU\)$/ })
      .click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/properties\?type=villa$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /\(EN\)$/ })
      .click();
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await expect(page).toHaveURL(/\/properties\?type=villa$/);
    expect(new URL(page.url()).pathname).toBe('/properties');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // The home page opens in the language chosen last; a shared address keeps its own.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/de/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test("the first screen's largest image is preloaded by the head at high priority; the images below wait", async ({
    page,
    request,
  }) => {
    // The properties grid: its first card (the largest paint) preloaded and first, the second with the page,
    // the rest lazy.
    const grid = await page.goto('/properties');
    const cards = page.locator('main ul.grid-cards > li');
    expect(await cards.count()).toBeGreaterThan(2);
    const covers = await cards.evaluateAll((items) =>
      items.map((item) => {
        const image = item.querySelector('img')!;
        return [image.getAttribute('loading'), image.getAttribute('fetchpriority')];
      }),
    );
    expect(covers[0]).toEqual(['eager', 'high']);
    expect(covers[1]).toEqual(['eager', 'auto']);
    for (const cover of covers.slice(2)) expect(cover).toEqual(['lazy', 'auto']);
    await expectPreloadOf(await grid!.text(), cards.first().locator('img'));

    // A property page: its cover preloaded, shown eagerly at high priority; the thumbnails lazy.
    const [first] = await listedProperties(request);
    const detail = await page.goto(`/property/${first.id}`);
    const gallery = page.getByRole('region', {
      name: text('es', 'catalogue', 'property.gallery.label', { title: first.title.es }),
    });
    const stage = gallery.locator('img').first();
    await expect(stage).toHaveAttribute('loading', 'eager');
    await expect(stage).toHaveAttribute('fetchpriority', 'high');
    await expectPreloadOf(await detail!.text(), stage);
    const thumbnails = await gallery
      .locator('ul img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
    expect(thumbnails.length).toBeGreaterThan(1);
    expect(new Set(thumbnails)).toEqual(new Set(['lazy']));
  });
});
