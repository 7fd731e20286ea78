import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatPrice, formatShortPrice } from './support/prices';
import { es } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, waitForPage } from './support/fixtures';
import { listedProperties } from './support/routes';

// The e2e servers run with MAP_STYLE_URL=none (playwright.config.ts): a blank map, no tiles, no other site.
// Markers, clusters and the drawn area are the page's own buttons and shapes, so they are tested as such.

interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  priceEur: number;
  approximate: boolean;
}

const map = (key: string, values?: Record<string, string | number>) => es('map', key, values);
const countText = (value: number) => es('catalogue', 'properties.count', { value: String(value) });

async function mapPoints(request: APIRequestContext): Promise<MapPoint[]> {
  const response = await request.get('/api/properties/map');
  expect(response.ok(), `GET /api/properties/map answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { items: MapPoint[] }).items;
}

const clusters = (page: Page) => page.getByRole('button', { name: /: acercar el mapa$/ });
const priceMarker = (page: Page, point: MapPoint) =>
  page.getByRole('button', {
    name: map(point.approximate ? 'marker.approximate' : 'marker.property', {
      price: formatShortPrice(point.priceEur),
    }),
  });
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^Propiedades encontradas/ });
/** The cards of the result list, by their titles. */
const cardTitles = (page: Page): Locator => page.locator('main ul[role="list"] h3');

/** Records the page's layout shifts from its first byte on, as CLS counts them (none right after input). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = ((window as { layoutShifts?: number[] }).layoutShifts = [] as number[]);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() =>
    ((window as { layoutShifts?: number[] }).layoutShifts ?? []).reduce((a, b) => a + b, 0),
  );
/** Some marker or cluster: the map has drawn its listings. */
const anyMarker = (page: Page) =>
  clusters(page)
    .or(page.getByRole('button', { name: /€/ }))
    .first();

test.describe('the properties map on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens from the toggle, clusters the listings when zoomed out, zooms into a cluster and shows a card', async ({
    page,
    request,
  }) => {
    const points = await mapPoints(request);
    const titles = new Map(
      (await listedProperties(request)).map((property) => [property.id, property.title.es]),
    );
    const mapCode: string[] = [];
    page.on('request', (req) => {
      if (/maplibre|results-map/.test(new URL(req.url()).pathname)) mapCode.push(req.url());
    });

    await page.goto('/properties');
    await waitForPage(page);
    // The grid is the first visit: the map's code is not part of it.
    expect(mapCode).toEqual([]);

    await page.getByRole('button', { name: map('view.map'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=map\b/);
    await expect(page.getByRole('button', { name: map('view.map'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The coast's far ends stand alone: Comillas in the west, Castro Urdiales in the east.
    const west = points.reduce((a, b) => (b.lng < a.lng ? b : a));
    const east = points.reduce((a, b) => (b.lng > a.lng ? b : a));
    await expect(priceMarker(page, west)).toBeVisible();
    await expect(priceMarker(page, east)).toBeVisible();
    expect(mapCode.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Zoomed out, the whole coast is one cluster of every listing.
    const zoomOut = page.getByRole('button', { name: map('ui.zoomOut') });
    const all = page.getByRole('button', { name: map('marker.cluster_other', { value: points.length }) });
    for (let step = 0; step < 6 && !(await all.isVisible()); step++) await zoomOut.click();
    await expect(all).toBeVisible();
    await expect(priceMarker(page, west)).toHaveCount(0);

    await all.click();
    await expect(all).toHaveCount(0);
    // Into the clusters until single listings stand alone; the first one opens its card.
    const single = page.getByRole('button', { name: /: ver el resumen de la propiedad$/ });
    for (let step = 0; step < 6 && !(await single.first().isVisible()); step++) {
      await clusters(page).first().click();
    }
    const label = await single.first().getAttribute('aria-label');
    const chosen = points.find((point) => label?.startsWith(`${formatShortPrice(point.priceEur)}`));
    if (!chosen) throw new Error(`No listing for the marker "${label}"`);
    await single.first().click();
    const card = page.getByRole('article', { name: titles.get(chosen.id) });
    await expect(card).toBeVisible();
    await expect(card.getByText(formatPrice(chosen.priceEur))).toBeVisible();
    await expect(card.getByRole('link', { name: map('card.view') })).toHaveAttribute(
      'href',
      `/property/${chosen.id}`,
    );
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
  });

  test('a drawn area narrows the list to the listings inside it, survives a reload and clears', async ({
    page,
    request,
  }) => {
    const points = await mapPoints(request);
    const titles = new Map(
      (await listedProperties(request)).map((property) => [property.id, property.title.es]),
    );
    // Santander's two listings, a couple of kilometres apart: one cluster on the coast-wide map.
    const santander = points.filter((point) => point.lng > -3.9 && point.lng < -3.7);
    expect(santander).toHaveLength(2);

    await page.goto('/properties?view=map');
    await waitForPage(page);
    await expect(resultCount(page)).toHaveText(countText(points.length));
    const cluster = page.getByRole('button', { name: map('marker.cluster_other', { value: 2 }) });
    await expect(cluster).toBeVisible();
    await page.locator('.maplibregl-map').scrollIntoViewIfNeeded();
    const box = await cluster.boundingBox();
    if (!box) throw new Error('The cluster has no box');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];

    await page.getByRole('button', { name: map('controls.draw') }).click();
    await expect(page.getByText(map('controls.drawHint'))).toBeVisible();
    // Terra Draw's polygon: a click per corner, and a click on the first corner closes the shape.
    for (const [dx, dy] of [
      [-60, -60],
      [60, -60],
      [60, 60],
      [-60, 60],
      [-60, -60],
    ]) {
      await page.mouse.click(x + dx, y + dy);
    }

    await expect(page).toHaveURL(/[?&]area=/);
    await expect(resultCount(page)).toHaveText(countText(2));
    // The list keeps its order (newest first): the titles are compared as a set.
    const inside = santander.map((point) => titles.get(point.id)).sort();
    await expect.poll(async () => (await cardTitles(page).allInnerTexts()).sort()).toEqual(inside);
    await expect(
      page.getByRole('button', { name: es('catalogue', 'search.chips.remove', { label: map('chip') }) }),
    ).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/[?&]area=/);
    await expect(resultCount(page)).toHaveText(countText(2));

    await page.getByRole('button', { name: map('controls.clear') }).click();
    await expect(page).not.toHaveURL(/[?&]area=/);
    await expect(resultCount(page)).toHaveText(countText(points.length));
  });

  test('while drawing, a corner clicked right on a marker is a corner, not the marker’s card', async ({
    page,
    request,
  }) => {
    const points = await mapPoints(request);
    // Comillas, the coast's western end, stands alone as a price marker on the coast-wide map.
    const west = points.reduce((a, b) => (b.lng < a.lng ? b : a));

    await page.goto('/properties?view=map');
    await waitForPage(page);
    const marker = priceMarker(page, west);
    await expect(marker).toBeVisible();
    const box = await marker.boundingBox();
    if (!box) throw new Error('The marker has no box');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];

    await page.getByRole('button', { name: map('controls.draw') }).click();
    await expect(page.getByText(map('controls.drawHint'))).toBeVisible();
    // Four corners, the second on the marker (the map's western edge is near: the others lie east of it);
    // a click on the first closes the shape.
    for (const [dx, dy] of [
      [120, -80],
      [0, 0],
      [40, 110],
      [160, 90],
      [120, -80],
    ]) {
      await page.mouse.click(x + dx, y + dy);
    }

    await expect(page).toHaveURL(/[?&]area=/);
    const area = new URL(page.url()).searchParams.get('area') ?? '';
    expect(area.split(';')).toHaveLength(4);
    await expect(page.getByRole('link', { name: map('card.view') })).toHaveCount(0);
  });
});

test.describe('the map view on a 1366 × 900 screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the map fills the screen below a compact bar, in its place from the server’s page on', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto('/properties?view=map');
    await waitForPage(page);
    await expect(anyMarker(page)).toBeVisible();
    const box = await page.locator('.maplibregl-map').boundingBox();
    if (!box) throw new Error('The map has no box');
    expect(box.y).toBeLessThanOrEqual(200);
    expect(box.y + box.height).toBeGreaterThan(900 - 24);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('with the tile provider out of reach, the map still shows the listings', async ({ page }) => {
    const unreachable = 'https://tiles.example.invalid/styles/liberty';
    await page.route('**/api/site/map-config', (route) => route.fulfill({ json: { styleUrl: unreachable } }));
    await page.route(`${unreachable}**`, (route) => route.abort('internetdisconnected'));
    await page.goto('/properties');
    await waitForPage(page);
    await page.getByRole('button', { name: map('view.map'), exact: true }).click();
    await expect(anyMarker(page)).toBeVisible();
  });
});

test.describe('maps on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map view is the full-width map, and a property page shows where the listing is', async ({
    page,
    request,
  }) => {
    const points = await mapPoints(request);
    const exact = points.find((point) => !point.approximate);
    const approximate = points.find((point) => point.approximate);
    if (!exact || !approximate)
      throw new Error('The sample catalogue needs an exact and an approximate location');

    await recordLayoutShifts(page);
    await page.goto('/properties?view=map');
    await waitForPage(page);
    await expect(anyMarker(page)).toBeVisible();
    // The map replaces the list on a phone, down to the screen's foot; the server's page had it so.
    await expect(cardTitles(page).first()).toBeAttached();
    await expect(cardTitles(page).first()).toBeHidden();
    const frame = await page.locator('.maplibregl-map').boundingBox();
    expect(frame?.width).toBeGreaterThan(340);
    expect((frame?.y ?? 0) + (frame?.height ?? 0)).toBeGreaterThan(844 - 24);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await expectNoAxeViolations(page);

    await page.goto(`/property/${exact.id}`);
    await waitForPage(page);
    // The map is made when its section comes near: not with the page.
    await expect(page.locator('.maplibregl-map')).toHaveCount(0);
    const location = page.getByRole('region', { name: /^Mapa de la ubicación de / });
    await location.scrollIntoViewIfNeeded();
    await expect(location.getByRole('img', { name: map('ui.marker') })).toBeVisible();
    await expect(page.getByText(map('location.approximate'))).toHaveCount(0);

    await page.goto(`/property/${approximate.id}`);
    await waitForPage(page);
    await expect(page.getByText(map('location.approximate'))).toBeVisible();
    const approximateMap = page.getByRole('region', { name: /^Mapa de la ubicación de / });
    await approximateMap.scrollIntoViewIfNeeded();
    await expect(approximateMap.locator('[data-approximate]')).toBeVisible();
    await expect(approximateMap.getByRole('img', { name: map('ui.marker') })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
