import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, es, field, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { answerDialog } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { editableDetails } from './support/property-details';

test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const ap = (key: string, values?: Record<string, string | number>) => es('adminProperties', key, values);

const run = randomBytes(3).toString('hex');
const title = `Villa de prueba ${run}`;
const reference = `CC-E2E-${run.toUpperCase()}`;
let propertyId = '';
const uploadedUrls: string[] = [];

/** A photograph-sized PNG of one colour, made on the spot. */
function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const section = (page: Page, key: string): Locator => page.locator(`#section-${key}`);

async function signInAs(page: Page, role: 'owner' | 'admin' | 'user') {
  await signInThroughApi(page, DEMO[role]);
}

/** An access token of the admin, as the SPA would hold it. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: DEMO.admin.email, password: DEMO.admin.password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

test('an admin creates a property with two uploaded images and publishes it', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/properties');
  await expect(page.getByRole('heading', { level: 1, name: ap('list.title') })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // Admins do not delete: no delete button anywhere in the table.
  await expect(page.getByRole('button', { name: new RegExp(`^${ap('list.actions.delete')}`) })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);

  // The search waits for typing to stop, then lives in the address with the status filter.
  await field(page, ap('list.filters.search')).fill('comillas');
  await expect(page).toHaveURL(/\?q=comillas$/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText('Comillas');
  await field(page, ap('list.filters.status')).selectOption('draft');
  await expect(page).toHaveURL(/\?q=comillas&status=draft$/);
  await expect(page.getByRole('heading', { name: ap('list.noResults.title') })).toBeVisible();
  await page.getByRole('button', { name: ap('list.clearFilters') }).click();
  await expect(page).toHaveURL(/\/admin\/properties$/);
  await expect(field(page, ap('list.filters.search'))).toHaveValue('');
  await expect(page.locator('tbody tr').nth(1)).toBeVisible();

  await page.getByRole('link', { name: ap('list.new') }).click();
  await expect(page).toHaveURL(/\/admin\/properties\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: ap('form.newTitle') })).toBeVisible();
  await expectNoAxeViolations(page);

  // Sending it empty names the missing fields next to them and sends nothing.
  await page.getByRole('button', { name: ap('form.publish'), exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: ap('form.errors.invalid', { count: 1 }).split(':')[0] }),
  ).toBeVisible();
  const basics = section(page, 'basics');
  await expect(field(basics, ap('form.fields.type'))).toBeFocused();
  await expect(field(basics, ap('form.fields.title'))).toHaveAttribute('aria-invalid', 'true');
  await expect(basics.getByText(ap('validation.required')).first()).toBeVisible();

  await field(basics, ap('form.fields.type')).selectOption('villa');
  await field(basics, ap('form.fields.location')).selectOption('santander');
  await field(basics, ap('form.fields.title')).fill(title);
  await field(basics, ap('form.fields.subtitle')).fill('Vistas abiertas a la bahía de Santander');
  await field(basics, ap('form.fields.shortDescription')).fill('Una villa luminosa sobre la bahía.');
  await field(basics, ap('form.fields.fullDescription')).fill('Una villa luminosa con jardín y piscina.');

  const specs = section(page, 'specifications');
  await field(specs, ap('form.fields.specifications.bedrooms')).fill('4');
  await field(specs, ap('form.fields.specifications.bathrooms')).fill('3');
  await field(specs, ap('form.fields.specifications.sizeBuiltM2')).fill('320');
  await field(specs, ap('form.fields.specifications.yearBuilt')).fill('2008');
  await field(specs, ap('form.fields.specifications.orientation')).selectOption('south');

  const location = section(page, 'location');
  // A place the gazetteer does not know reads as typed in every language: the form says so.
  await field(location, ap('form.fields.address.area')).fill('Cabo Mayor');
  await expect(location.getByText(ap('form.hints.unknownPlace'))).toHaveCount(1);
  await field(location, ap('form.fields.address.area')).fill('El Sardinero');
  await expect(location.getByText(ap('form.hints.unknownPlace'))).toHaveCount(0);
  await field(location, ap('form.fields.address.city')).fill('Santander');
  await field(location, ap('form.fields.address.postalCode')).fill('3900');
  await field(location, ap('form.fields.address.beachDistanceM')).fill('200');
  await field(location, ap('form.fields.address.cityCenterDistanceM')).fill('2500');
  await field(location, ap('form.fields.address.airportDistanceKm')).fill('6.5');
  await expect(location.getByText(ap('validation.invalid_postal_code'))).toBeVisible();
  await field(location, ap('form.fields.address.postalCode')).fill('39005');
  await expect(location.getByText(ap('validation.invalid_postal_code'))).toHaveCount(0);

  await field(section(page, 'price'), ap('form.fields.price.saleEur')).fill('1850000');
  await expect(section(page, 'price').getByText('1.850.000 €', { exact: false })).toBeVisible();

  // Two photographs, uploaded through the file button's input; each answer names its WebP variant.
  const gallery = section(page, 'gallery');
  const uploads = Promise.all(
    [0, 1].map(() =>
      page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/media') && response.request().method() === 'POST',
      ),
    ),
  );
  await gallery.getByTestId('gallery-file-input').setInputFiles([
    { name: 'fachada.png', mimeType: 'image/png', buffer: await png('#1a3657') },
    { name: 'salon.png', mimeType: 'image/png', buffer: await png('#c6a46a') },
  ]);
  for (const response of await uploads) {
    expect(response.status()).toBe(201);
    uploadedUrls.push(((await response.json()) as { url: string }).url);
  }
  await expect(field(gallery, ap('gallery.altOf', { number: 2 }))).toBeVisible();
  await expect(gallery.getByText(ap('gallery.cover'), { exact: true })).toHaveCount(1);
  await field(gallery, ap('gallery.altOf', { number: 1 })).fill('Fachada de la villa al atardecer');
  await field(gallery, ap('gallery.altOf', { number: 2 })).fill('Salón con vistas al mar');
  // The second photograph becomes the cover with its keyboard-reachable button.
  await gallery
    .getByRole('button', { name: ap('rows.moveUp', { name: ap('gallery.imageName', { number: 2 }) }) })
    .click();
  await expect(field(gallery, ap('gallery.altOf', { number: 1 }))).toHaveValue('Salón con vistas al mar');
  await expect(gallery.getByRole('status')).toHaveText(ap('gallery.moved', { from: 2, to: 1, total: 2 }));
  // A file dropped on the zone that is not an image never leaves the browser.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['not an image'], 'notas.txt', { type: 'text/plain' }));
    return transfer;
  });
  const dropZone = gallery.getByTestId('gallery-drop-zone');
  await dropZone.dispatchEvent('dragover', { dataTransfer: dropped });
  await dropZone.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(gallery.getByRole('alert')).toContainText(ap('upload.errors.unsupported_image'));
  await expect(gallery.getByRole('list', { name: ap('upload.listLabel') })).toContainText('notas.txt');

  const agent = section(page, 'agent');
  await expect(field(agent, ap('form.fields.agent.name'))).toHaveValue('Álvaro Administrador');
  await field(agent, ap('form.fields.agent.title')).fill('Asesor senior');
  await field(agent, ap('form.fields.agent.phone')).fill('+34 942 217 350');

  const legal = section(page, 'legal');
  const referenceField = field(legal, ap('form.fields.reference'));
  await field(legal, ap('form.fields.energyRating')).selectOption('B');

  const translations = section(page, 'translations');
  await field(translations, ap('form.fields.title')).fill(`Test villa ${run}`);

  // A reference another property has passes the form's checks; the API's refusal shows at the field.
  await referenceField.fill('CC-STD-0142');
  await page.getByRole('button', { name: ap('form.publish'), exact: true }).click();
  await expect(legal.getByText(ap('validation.reference_taken'))).toBeVisible();
  await expect(referenceField).toBeFocused();
  await expect(page.getByText(ap('form.errors.rejected'))).toBeVisible();

  await referenceField.fill(reference.toLowerCase());
  await expect(referenceField).toHaveValue(reference);
  await expect(legal.getByText(ap('validation.reference_taken'))).toHaveCount(0);

  await page.getByRole('button', { name: ap('form.publish'), exact: true }).click();
  await expect(page.getByText(ap('form.created.active'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties\/edit\/[a-z0-9-]+$/);
  propertyId = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: ap('status.title') })).toContainText(ap('statuses.active'));
  await expectNoAxeViolations(page);

  // Published: visitors find it by its title and its page shows both photographs.
  await page.goto(`/properties?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${propertyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // An image with AVIF variants is recorded by its AVIF; its <img> shows the WebP of the same width.
  for (const url of uploadedUrls) {
    const shown = url.replace(/\.avif$/, '.webp');
    await expect(page.locator(`main img[src="${shown}"]`).first()).toBeVisible();
  }
});

test('a stale edit shows the conflict and never overwrites the newer version', async ({ page, request }) => {
  await signInAs(page, 'admin');
  await page.goto(`/admin/properties/edit/${propertyId}`);
  const basics = section(page, 'basics');
  await expect(field(basics, ap('form.fields.title'))).toHaveValue(title);

  // Meanwhile someone else saves the property through the API.
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const current = await request.get(`/api/admin/properties/${propertyId}`, { headers });
  const property = (await current.json()) as Record<string, unknown>;
  const { version } = property;
  const details = editableDetails(property);
  const theirs = 'Subtítulo revisado por otra persona';
  const revised = await request.put(`/api/admin/properties/${propertyId}`, {
    headers,
    data: { expectedVersion: version, details: { ...details, subtitle: { es: theirs } } },
  });
  expect(revised.status(), await revised.text()).toBe(200);

  await field(basics, ap('form.fields.subtitle')).fill('Mi subtítulo');
  await page.getByRole('button', { name: ap('form.save'), exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: ap('conflict.title') });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(ap('conflict.message'));

  const stored = await request.get(`/api/admin/properties/${propertyId}`, { headers });
  expect(((await stored.json()) as { subtitle: { es: string } }).subtitle.es).toBe(theirs);

  await conflict.getByRole('button', { name: ap('conflict.reload') }).click();
  await expect(conflict).toBeHidden();
  await expect(field(section(page, 'basics'), ap('form.fields.subtitle'))).toHaveValue(theirs);

  // The status control offers the lifecycle's next steps only, at the version just loaded.
  const statusPanel = page.getByRole('region', { name: ap('status.title') });
  const actions = statusPanel.getByRole('group', { name: ap('status.changeLabel') }).getByRole('button');
  await expect(actions).toHaveText([
    ap('status.actions.reserved'),
    ap('status.actions.sold'),
    ap('status.actions.withdrawn'),
    ap('status.actions.draft'),
  ]);
  await statusPanel.getByRole('button', { name: ap('status.actions.reserved') }).click();
  await expect(page.getByText(ap('status.done', { status: ap('statuses.reserved') }))).toBeVisible();
  await expect(statusPanel).toContainText(ap('statuses.reserved'));
  await statusPanel.getByRole('button', { name: ap('status.actions.active') }).click();
  await expect(statusPanel).toContainText(ap('statuses.active'));
  const latest = await request.get(`/api/admin/properties/${propertyId}`, { headers });
  expect(((await latest.json()) as { status: string }).status).toBe('active');

  // Saving after the status changes uses the new version: no conflict.
  await field(section(page, 'basics'), ap('form.fields.subtitle')).fill('Subtítulo definitivo');
  await page.getByRole('button', { name: ap('form.save'), exact: true }).click();
  await expect(page.getByText(ap('form.saved'), { exact: true })).toBeVisible();
  await expect(page.getByText(ap('form.allSaved'))).toBeVisible();

  // Leaving with unsaved changes asks first; declining keeps the page and the changes.
  await field(section(page, 'basics'), ap('form.fields.subtitle')).fill('Sin guardar');
  const back = page.getByRole('link', { name: ap('form.back') });
  expect(await answerDialog(page, () => back.click(), false)).toBe(ap('form.leaveConfirm'));
  await expect(page).toHaveURL(new RegExp(`/admin/properties/edit/${propertyId}$`));
  await expect(field(section(page, 'basics'), ap('form.fields.subtitle'))).toHaveValue('Sin guardar');
  await answerDialog(page, () => back.click(), true);
  await expect(page).toHaveURL(/\/admin\/properties$/);
});

test('the owner deletes it through the dialog; Escape first closes it without deleting', async ({
  page,
  request,
}) => {
  await signInAs(page, 'owner');
  await page.goto(`/admin/properties?q=${encodeURIComponent(title)}`);
  const row = page.locator(`tr[data-property-id="${propertyId}"]`);
  await expect(row).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);

  const deleteButton = row.getByRole('button', { name: ap('list.actions.deleteLabel', { title }) });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: ap('delete.title') });
  await expect(dialog).toContainText(title);
  await expect(dialog.getByRole('button', { name: ap('delete.cancel') })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(row).toBeVisible();

  // A failed attempt says so in the dialog and deletes nothing.
  // The delete carries the version the list showed (`?expectedVersion=`).
  const deleteCall = (url: URL) => url.pathname === `/api/admin/properties/${propertyId}`;
  await page.route(deleteCall, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, body: 'unavailable' })
      : route.fallback(),
  );
  await deleteButton.click();
  const confirm = dialog.getByRole('button', { name: ap('delete.confirm'), exact: true });
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(ap('delete.failed'));
  await page.unroute(deleteCall);

  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ap('delete.done', { title }))).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: ap('list.noResults.title') })).toBeVisible();

  await page.goto('/admin/properties');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator(`tr[data-property-id="${propertyId}"]`)).toHaveCount(0);
  await page.goto(`/properties?q=${encodeURIComponent(title)}`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await request.get(`/api/properties/${propertyId}`)).status()).toBe(410);
});

test('a client on the back office sees the denied screen', async ({ page }) => {
  await signInAs(page, 'user');
  for (const path of ['/admin/properties', '/admin/properties/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso Denegado');
    await expect(page.getByText('No tienes permisos para acceder a esta sección.')).toBeVisible();
  }
});

test('on a phone the table becomes stacked cards', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'admin');
  await page.goto('/admin/properties');
  const cards = page.getByRole('list', { name: ap('list.caption') }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expect(
    cards.first().getByRole('link', { name: new RegExp(`^${ap('list.actions.edit')} `) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
