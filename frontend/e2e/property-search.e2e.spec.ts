import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, es, field, signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, waitForPage } from './support/fixtures';
import { recipients, waitForMail } from './support/mail';

const AGENCY_EMAIL = 'info@costacantabria.es';
const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
/** Keys of the rich model the admin API takes as `details` (backend/src/modules/catalogue/domain/property.ts). */
const DETAIL_KEYS = [
  'reference',
  'type',
  'location',
  'title',
  'subtitle',
  'shortDescription',
  'fullDescription',
  'specifications',
  'amenities',
  'features',
  'address',
  'price',
  'agent',
  'gallery',
  'energyRating',
  'rentalPotential',
  'featured',
] as const;
/** Extra listings in Noja with two bedrooms: they never match the Santander/Comillas search below. */
const EXTRA_LISTINGS = 8;

interface Listing {
  id: string;
  reference: string;
  title: { es: string };
  gallery: { images: { alt: { es: string } }[] };
}
interface SearchAnswer {
  items: Listing[];
  total: number;
}

const t = (key: string, values?: Record<string, string | number>) => es('catalogue', key, values);
const contact = (key: string) => es('contact', key);
const formatCount = (value: number) => new Intl.NumberFormat('es').format(value);

async function search(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const response = await request.get(`/api/properties${query}`);
  expect(response.ok(), `GET /api/properties${query}: ${response.status()}`).toBe(true);
  return (await response.json()) as SearchAnswer;
}

async function staffHeaders(
  request: APIRequestContext,
  role: 'admin' | 'owner',
): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', {
    headers: CSRF,
    data: { email: DEMO[role].email, password: DEMO[role].password, rememberMe: false },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { ...CSRF, authorization: `Bearer ${accessToken}` };
}

/** Lists more properties through the admin API, so the catalogue holds more than one page of twelve. */
async function listExtraProperties(request: APIRequestContext): Promise<string[]> {
  const headers = await staffHeaders(request, 'admin');
  const source = await request.get('/api/admin/properties/apartamento-centro-historico-santander', {
    headers,
  });
  expect(source.ok()).toBe(true);
  const model = (await source.json()) as Record<string, unknown>;
  const details = Object.fromEntries(DETAIL_KEYS.map((key) => [key, model[key]])) as Record<string, unknown>;
  const run = randomUUID().slice(0, 6).toUpperCase();
  const ids: string[] = [];
  for (let n = 1; n <= EXTRA_LISTINGS; n++) {
    const created = await request.post('/api/admin/properties', {
      headers,
      data: {
        details: {
          ...details,
          reference: `CC-E2E-${run}-${n}`,
          location: 'noja',
          title: { es: `Piso en Noja ${run} ${n}` },
          specifications: { ...(details.specifications as object), bedrooms: 2 },
          price: { ...(details.price as object), saleEur: 200_000 + n * 10_000 },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  return ids;
}

/** Deletes the extra listings (an owner's right), so later test files see the sample catalogue alone. */
async function deleteProperties(request: APIRequestContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const headers = await staffHeaders(request, 'owner');
  for (const id of ids) {
    const current = await request.get(`/api/admin/properties/${id}`, { headers });
    const { version } = (await current.json()) as { version: number };
    const deleted = await request.delete(`/api/admin/properties/${id}?expectedVersion=${version}`, {
      headers,
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
}

function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('list').getByRole('heading', { level: 3 });
}

function resultCount(page: Page, total: number) {
  return page.getByRole('status').filter({ hasText: t('properties.count', { value: formatCount(total) }) });
}

function sidebar(page: Page) {
  return page.getByRole('complementary', { name: t('search.filters.title') });
}

test.describe('property search and property page', () => {
  let extraIds: string[] = [];
  // Long journeys on a shared machine: each test walks several pages.
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    if ((await search(request, '')).total <= 12) extraIds = await listExtraProperties(request);
  });
  test.afterAll(async ({ request }) => {
    await deleteProperties(request, extraIds);
    extraIds = [];
  });

  test('a client filters, sorts, loads more, and the URL and back button keep the search', async ({
    page,
    request,
  }) => {
    const all = await search(request, '');
    expect(all.total).toBeGreaterThan(12);
    const filtered = await search(request, '?location=santander,comillas&bedroomsMin=4');
    const byPrice = await search(request, '?location=santander,comillas&bedroomsMin=4&sort=price_asc');
    const newestTitles = filtered.items.map((item) => item.title.es);
    const priceTitles = byPrice.items.map((item) => item.title.es);
    expect(newestTitles).toHaveLength(2);
    expect(priceTitles).not.toEqual(newestTitles);

    await page.goto('/properties');
    await signIn(page, DEMO.user.email, DEMO.user.password);
    await waitForPage(page);

    // The whole catalogue, twelve at a time.
    await expect(resultCount(page, all.total)).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(12);
    await page.getByRole('button', { name: t('properties.loadMore') }).click();
    await expect(cardTitles(page)).toHaveCount(all.total);
    await expect(page.getByRole('button', { name: t('properties.loadMore') })).toHaveCount(0);
    await expect(
      page.getByText(
        t('properties.showing', { shown: formatCount(all.total), total: formatCount(all.total) }),
      ),
    ).toBeVisible();

    // Two locations, then at least four bedrooms.
    const filters = sidebar(page);
    // The boxes are controlled by the URL: they tick once the navigation has happened.
    await filters.getByRole('checkbox', { name: 'Santander', exact: true }).click();
    await expect(page).toHaveURL(/[?&]location=santander(&|$)/);
    await filters.getByRole('checkbox', { name: 'Comillas', exact: true }).click();
    await expect(page).toHaveURL(/[?&]location=santander&location=comillas(&|$)/);
    const twoLocations = await search(request, '?location=santander,comillas');
    await expect(resultCount(page, twoLocations.total)).toBeVisible();
    await filters
      .getByLabel(t('search.filters.bedroomsMin'))
      .selectOption({ label: t('search.filters.atLeast', { value: 4 }) });
    await expect(page).toHaveURL(/[?&]bedroomsMin=4(&|$)/);
    await expect(resultCount(page, 2)).toBeVisible();
    await expect(cardTitles(page)).toHaveText(newestTitles);
    await expect(
      page.getByRole('button', { name: t('search.chips.remove', { label: 'Comillas' }) }),
    ).toBeVisible();

    // Cheapest first.
    await page.getByLabel(t('search.sort.label')).selectOption({ label: t('search.sort.price_asc') });
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    await expect(cardTitles(page)).toHaveText(priceTitles);

    // A reload shows the same search.
    await page.reload();
    await waitForPage(page);
    await expect(resultCount(page, 2)).toBeVisible();
    await expect(cardTitles(page)).toHaveText(priceTitles);
    await expect(sidebar(page).getByRole('checkbox', { name: 'Comillas', exact: true })).toBeChecked();
    await expect(page.getByLabel(t('search.sort.label'))).toHaveValue('price_asc');

    // Back: the previous sort order, then the search before the bedrooms.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(cardTitles(page)).toHaveText(newestTitles);
    await page.goBack();
    await expect(page).not.toHaveURL(/bedroomsMin=/);
    await expect(resultCount(page, twoLocations.total)).toBeVisible();

    // Removing a chip drops that filter alone.
    await page.getByRole('button', { name: t('search.chips.remove', { label: 'Comillas' }) }).click();
    await expect(page).toHaveURL(/\?location=santander$/);
    await expect(resultCount(page, (await search(request, '?location=santander')).total)).toBeVisible();
  });

  test('an impossible search says so, and invalid URL values are left out', async ({ page, request }) => {
    await page.goto('/properties?location=noja&type=villa');
    await expect(page.getByRole('heading', { name: t('properties.noResults') })).toBeVisible();
    await expect(page.getByText(t('properties.noResultsHint'))).toBeVisible();
    await expect(resultCount(page, 0)).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: t('search.clear') })
      .last()
      .click();
    const all = await search(request, '');
    await expect(resultCount(page, all.total)).toBeVisible();

    // The server reads the search without them: the API would refuse them.
    await page.goto('/properties?bedroomsMin=abc&location=atlantis,laredo&priceMax=-5&sort=cheapest');
    await waitForPage(page);
    await expect(resultCount(page, (await search(request, '?location=laredo')).total)).toBeVisible();
    await expect(page.getByRole('heading', { name: t('properties.error') })).toHaveCount(0);

    // Should the API still refuse a search the browser makes, the page says so and offers a retry.
    let refuse = true;
    await page.route('**/api/properties?*', (route) =>
      refuse
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            json: { error: { code: 'validation_failed', message: 'Invalid search', details: [] } },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: t('search.chips.remove', { label: 'Laredo' }) }).click();
    await expect(page.getByRole('heading', { name: t('properties.error') })).toBeVisible();
    refuse = false;
    await page.getByRole('button', { name: es('common', 'actions.retry') }).click();
    await expect(resultCount(page, all.total)).toBeVisible();
  });

  test('the text search runs once typing pauses and keeps the search in the URL', async ({ page }) => {
    await page.goto('/properties');
    await waitForPage(page);
    await page.getByRole('searchbox', { name: t('search.text.label') }).fill('Comillas');
    await expect(page).toHaveURL(/\?q=Comillas$/);
    await expect(resultCount(page, 1)).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('search.chips.remove', { label: '«Comillas»' }) }),
    ).toBeVisible();
  });

  test('the property page: lightbox by keyboard, an inquiry about it and similar properties', async ({
    page,
    request,
  }) => {
    const id = 'casona-montanesa-comillas';
    const property = (await (await request.get(`/api/properties/${id}`)).json()) as Listing;
    const images = property.gallery.images;
    expect(images.length).toBeGreaterThan(1);

    await page.goto('/properties?location=comillas');
    await page.getByRole('link', { name: property.title.es }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: property.title.es })).toBeVisible();

    // The lightbox opens on the thumbnail's image, moves with the arrow keys and closes with Escape.
    const thumbnail = page.getByRole('button', {
      name: t('property.gallery.open', { current: 1, total: images.length }),
    });
    await thumbnail.click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect(
      lightbox.getByText(t('property.gallery.counter', { current: 1, total: images.length })),
    ).toBeVisible();
    await expect(lightbox.getByRole('img', { name: images[0].alt.es })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(
      lightbox.getByText(t('property.gallery.counter', { current: 2, total: images.length })),
    ).toBeVisible();
    await expect(lightbox.getByRole('img', { name: images[1].alt.es })).toBeVisible();

    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowLeft');
    await expect(
      lightbox.getByText(t('property.gallery.counter', { current: 1, total: images.length })),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(thumbnail).toBeFocused();

    // Similar properties from the API, as cards.
    const similar = (await (await request.get(`/api/properties/${id}/similar`)).json()) as Listing[];
    const similarSection = page.getByRole('region', { name: t('property.similar.heading') });
    await expect(similarSection.getByRole('heading', { level: 3 })).toHaveText(
      similar.map((item) => item.title.es),
    );

    // The inquiry form is open to anonymous visitors and names the property.
    const form = page.getByRole('form', { name: contact('form.aboutProperty.title') });
    await expect(field(form, contact('form.subject'))).toHaveValue(
      t('inquiry.subjectValue', { title: property.title.es, reference: property.reference }),
    );
    await form.getByRole('button', { name: contact('form.submit') }).click();
    await expect(field(form, contact('form.name'))).toBeFocused();
    await expect(field(form, contact('form.name'))).toHaveAccessibleDescription(
      es('common', 'validation.required'),
    );

    const token = randomUUID().slice(0, 8);
    await field(form, contact('form.name')).fill('Ana García');
    await field(form, contact('form.email')).fill(`ana.${token}@example.com`);
    await field(form, contact('form.message')).fill(`Me gustaría visitar la casona. Ref ${token}.`);
    const sent = page.waitForRequest(
      (req) => req.url().endsWith('/api/inquiries') && req.method() === 'POST',
    );
    await form.getByRole('button', { name: contact('form.submit') }).click();
    expect((await sent).postDataJSON()).toMatchObject({ propertyId: id, language: 'es', name: 'Ana García' });
    // The outcome panel takes the focus so it is read out once; the toast says it too.
    await expect(form.getByText(contact('result.successDetail'))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: contact('result.success') })).toBeVisible();
    await expect(field(form, contact('form.message'))).toHaveValue('');

    const mail = await waitForMail(
      (m) => recipients(m).includes(AGENCY_EMAIL) && JSON.stringify(m).includes(token),
    );
    expect(`${mail.subject}\n${mail.text}`).toContain(token);
  });

  test('no axe violations on the search with its filters open, wide and on a phone', async ({ page }) => {
    await page.goto('/properties?location=santander&bedroomsMin=3');
    await waitForPage(page);
    await expect(sidebar(page).getByRole('checkbox', { name: 'Santander', exact: true })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: t('search.filtersButton', { value: 2 }) }).click();
    const drawer = page.getByRole('dialog', { name: t('search.filters.title') });
    await expect(drawer.getByRole('checkbox', { name: 'Santander', exact: true })).toBeChecked();
    await expectNoAxeViolations(page);

    await drawer.getByRole('checkbox', { name: 'Laredo', exact: true }).click();
    await expect(page).toHaveURL(/location=santander&location=laredo/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: t('search.filtersButton', { value: 3 }) })).toBeFocused();
  });
});
