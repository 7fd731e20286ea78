import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, es, field, header, signIn, signInThroughApi, signOut } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { answerDialog } from './support/dialogs';
import { exactly, expect, test, text } from './support/fixtures';

const IMAGE = '/media/catalogue/premium-personal-concierge.svg';
const t = (key: string, values?: Record<string, string | number>) => es('adminOfferings', key, values);

/** A fieldset of one catalogue text (its legend), e.g. "Título". */
function textGroup(scope: Page | Locator, legend: string): Locator {
  return scope.getByRole('group', { name: exactly(legend) });
}

/** Fills the Spanish source of a text and, opening its translations, the languages given. */
async function fillText(
  scope: Page | Locator,
  legend: string,
  spanish: string,
  translations: Partial<Record<'en' | 'de' | 'ru' | 'mk', string>> = {},
) {
  const group = textGroup(scope, legend);
  await field(group, t('languages.es')).fill(spanish);
  const languages = Object.entries(translations);
  if (languages.length === 0) return;
  const toggle = group.getByRole('button', { name: /«/ }).first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  for (const [language, value] of languages) await field(group, t(`languages.${language}`)).fill(value);
}

/** The header's language selector, then the language by its own name. */
async function switchLanguage(page: Page, from: string, to: string) {
  const trigger = header(page).getByRole('button', { name: new RegExp(`\\(${from.toUpperCase()}\\)$`) });
  const option = page.getByRole('button', { name: to, exact: true });
  // Once, on a loaded machine, the menu was closed again before the option could be chosen: open it until
  // it stays open.
  await expect(async () => {
    if (!(await option.isVisible())) await trigger.click();
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await option.click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en' : 'es');
}

async function apiToken(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: account.email, password: account.password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Drops a 960 x 720 PNG, painted by the browser itself, on the drop zone that holds `target`, the way a
 * file dragged from the desktop arrives.
 */
async function dropImage(page: Page, target: Locator) {
  const dataTransfer = await page.evaluateHandle(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 720;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 960, 720);
    gradient.addColorStop(0, '#102640');
    gradient.addColorStop(1, '#d8bd8a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 960, 720);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'faro.png', { type: 'image/png' }));
    return transfer;
  });
  await target.dispatchEvent('drop', { dataTransfer });
}

const unique = () => randomBytes(3).toString('hex');

/** A price as the SPA shows it: es-ES, euro, no decimals, in every language. */
const price = (amount: number) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    amount,
  );

test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

test.describe('back office for services and experiences', () => {
  test('an admin creates a premium service, sees it in both languages, edits it, meets a stale edit; the owner deletes it', async ({
    page,
    request,
  }) => {
    const id = unique();
    const titleEs = `Travesía en velero ${id}`;
    const titleEn = `Sailing trip ${id}`;

    await signInThroughApi(page, DEMO.admin);
    await page.goto('/admin/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('services.title'));
    await expect(page.getByRole('table', { name: t('services.caption') })).toBeVisible();
    // Admins edit; only owners delete.
    await expect(page.getByRole('button', { name: t('list.delete'), exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t('services.new') }).click();
    await expect(page).toHaveURL(/\/admin\/services\/new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('services.newTitle'));

    // The client's rules, next to each field, before anything is sent.
    await field(page, t('fields.priceFrom')).fill('12,5');
    await page.getByRole('button', { name: t('services.create') }).click();
    const title = textGroup(page, t('fields.title'));
    await expect(field(title, t('languages.es'))).toBeFocused();
    await expect(title.getByText(es('adminOfferings', 'validation.required'))).toBeVisible();
    await expect(page.getByText(t('validation.not_a_whole_number'))).toBeVisible();
    await field(page, t('image.url')).fill('http://insecure.example.com/a.jpg');
    await expect(page.getByText(t('validation.invalid_image_url'))).toBeVisible();
    await expectNoAxeViolations(page);

    await fillText(page, t('fields.title'), titleEs, { en: titleEn });
    await fillText(page, t('fields.description'), 'Una tarde navegando por la bahía de Santander.', {
      en: 'An afternoon sailing around the bay of Santander.',
    });
    await field(page, t('fields.priceFrom')).fill('1500');
    await page.getByRole('checkbox', { name: t('fields.premium') }).check();
    await field(page, t('image.url')).fill(IMAGE);
    await fillText(page, t('image.alt'), 'Un velero en la bahía');

    // Highlights: add three, drop one, put the last first.
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: t('highlights.add') }).click();
    await fillText(page, t('highlights.item', { position: 1 }), 'Patrón titulado');
    await fillText(page, t('highlights.item', { position: 2 }), 'Se quitará');
    await fillText(page, t('highlights.item', { position: 3 }), 'Cava a bordo');
    await page.getByRole('button', { name: t('highlights.removeLabel', { position: 2 }) }).click();
    await page.getByRole('button', { name: t('highlights.moveUp', { position: 2 }) }).click();
    await expect(
      field(textGroup(page, t('highlights.item', { position: 1 })), t('languages.es')),
    ).toHaveValue('Cava a bordo');

    await page.getByRole('button', { name: t('services.create') }).click();
    await expect(page.getByText(t('services.created', { title: titleEs }))).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/services$/);

    // Text search, kept in the address.
    await page.getByRole('searchbox', { name: t('list.search') }).fill(`velero ${id}`);
    await expect(page).toHaveURL(new RegExp(`q=velero\\+${id}`));
    const row = page.getByRole('row', { name: new RegExp(titleEs) });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(`${t('list.from')} ${price(1500)}`);
    await expect(row).toContainText(t('services.premium'));
    const serviceId = await row.getAttribute('data-offering-id');
    expect(serviceId).toBeTruthy();

    // Public: on /premium-services with its highlights in order, and in English.
    await page.goto('/premium-services');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titleEs }) });
    await expect(card).toBeVisible();
    await card
      .getByRole('button', { name: new RegExp(text('es', 'catalogue', 'premium.showDetails')) })
      .click();
    await expect(card.getByRole('listitem')).toHaveText(['Cava a bordo', 'Patrón titulado']);
    await switchLanguage(page, 'es', 'English');
    await expect(page.getByRole('heading', { name: titleEn })).toBeVisible();
    await switchLanguage(page, 'en', 'Español');

    // Edit: the form holds the saved values; the service becomes a regular one at a new price.
    await page.goto('/admin/services');
    await page.getByRole('link', { name: t('list.editLabel', { title: titleEs }) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('services.editTitle'));
    await expect(field(textGroup(page, t('fields.title')), t('languages.es'))).toHaveValue(titleEs);
    await expect(field(textGroup(page, t('fields.title')), t('languages.en'))).toHaveValue(titleEn);
    await expectNoAxeViolations(page);
    await field(page, t('fields.priceFrom')).fill('1800');
    await page.getByRole('checkbox', { name: t('fields.premium') }).uncheck();
    // Leaving with unsaved changes asks first; declining keeps the page and the changes.
    const cancel = page.getByRole('link', { name: t('form.cancel') });
    expect(await answerDialog(page, () => cancel.click(), false)).toBe(t('form.leaveConfirm'));
    await expect(page).toHaveURL(/\/admin\/services\/edit\//);
    await expect(field(page, t('fields.priceFrom'))).toHaveValue('1800');
    // The browser's Back button asks too, and declining stays on the form with the changes.
    const back = () => page.evaluate(() => window.history.back());
    expect(await answerDialog(page, back, false)).toBe(t('form.leaveConfirm'));
    await expect(page).toHaveURL(/\/admin\/services\/edit\//);
    await expect(field(page, t('fields.priceFrom'))).toHaveValue('1800');
    await page.getByRole('button', { name: t('form.save') }).click();
    await expect(page.getByText(t('services.saved', { title: titleEs }))).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(titleEs) })).toContainText(
      `${t('list.from')} ${price(1800)}`,
    );

    await page.goto('/services');
    const regularCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: titleEs }) });
    await expect(regularCard).toContainText(price(1800));

    // A stale edit: someone else saves while this form is open.
    await page.goto(`/admin/services/edit/${serviceId}`);
    await expect(field(textGroup(page, t('fields.title')), t('languages.es'))).toHaveValue(titleEs);
    const token = await apiToken(request, DEMO.owner);
    const current = (await (await request.get('/api/services')).json()) as {
      items: { id: string; version: number; [key: string]: unknown }[];
    };
    const saved = current.items.find((item) => item.id === serviceId)!;
    // The read model's own fields are not part of the request.
    const { id: _id, version, machineTranslated: _machine, translationStatus: _statuses, ...details } = saved;
    const revisedTitle = `${titleEs} (revisado)`;
    const revise = await request.put(`/api/admin/services/${serviceId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { expectedVersion: version, details: { ...details, title: { es: revisedTitle, en: titleEn } } },
    });
    expect(revise.status(), await revise.text()).toBe(200);

    await fillText(page, t('fields.description'), 'Cambio que llega tarde.');
    await page.getByRole('button', { name: t('form.save') }).click();
    const conflict = page.getByRole('alert').filter({ hasText: t('conflict.title') });
    await expect(conflict).toContainText(t('conflict.message'));
    await conflict.getByRole('button', { name: t('conflict.reload') }).click();
    await expect(field(textGroup(page, t('fields.title')), t('languages.es'))).toHaveValue(revisedTitle);
    await expect(conflict).toBeHidden();
    await page.getByRole('button', { name: t('form.save') }).click();
    await expect(page.getByText(t('services.saved', { title: revisedTitle }))).toBeVisible();

    // The owner deletes it: Escape and the backdrop cancel, the button confirms.
    await signOut(page, DEMO.admin.email);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.goto(`/admin/services?q=${id}`);
    const deleteButton = page.getByRole('button', { name: t('list.deleteLabel', { title: revisedTitle }) });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: t('delete.service.title') });
    await expect(dialog).toContainText(t('delete.service.body', { title: revisedTitle }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();

    // Someone saves the service while the owner looks at the list: the delete deletes nothing and says so.
    await deleteButton.click();
    const listed = (await (await request.get('/api/services')).json()) as typeof current;
    const {
      id: _listedId,
      version: listedVersion,
      machineTranslated: _listedMachine,
      translationStatus: _listedStatuses,
      ...listedDetails
    } = listed.items.find((item) => item.id === serviceId)!;
    const meanwhile = await request.put(`/api/admin/services/${serviceId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { expectedVersion: listedVersion, details: { ...listedDetails, priceFromEur: 1900 } },
    });
    expect(meanwhile.status(), await meanwhile.text()).toBe(200);
    await dialog.getByRole('button', { name: t('delete.confirm'), exact: true }).click();
    await expect(page.getByText(t('delete.conflict', { title: revisedTitle }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(titleEs) })).toContainText(
      `${t('list.from')} ${price(1900)}`,
    );

    // Looked at again, it is deleted at its current version.
    await deleteButton.click();
    await dialog.getByRole('button', { name: t('delete.confirm'), exact: true }).click();
    await expect(page.getByText(t('delete.service.done', { title: revisedTitle }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(titleEs) })).toHaveCount(0);
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: revisedTitle })).toHaveCount(0);
  });

  test('an admin creates a VIP experience shown on /experiences?type=vip; a failed delete says so; the owner deletes it', async ({
    page,
  }) => {
    const id = unique();
    const title = `Cena en el faro ${id}`;

    await signInThroughApi(page, DEMO.admin);
    await page.goto('/admin/experiences');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('experiences.title'));
    await page.getByRole('link', { name: t('experiences.new') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('experiences.newTitle'));
    await expectNoAxeViolations(page);

    await fillText(page, t('fields.title'), title, { en: `Dinner at the lighthouse ${id}` });
    await fillText(page, t('fields.description'), 'Cena privada junto al faro de Cabo Mayor.');
    await fillText(page, t('fields.duration'), '3 horas', { en: '3 hours' });
    await field(page, t('fields.type')).selectOption('vip');
    await field(page, t('fields.price')).fill('900');

    // The image, chosen with the keyboard: a file that is no image is refused by the server; a real one
    // dropped on the zone uploads.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t('image.choose') }).focus();
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
    await expect(page.getByText(t('image.errors.unsupported_image'))).toBeVisible();
    await dropImage(page, page.getByText(t('image.drop')));
    await expect(page.getByText(t('image.uploaded'))).toBeVisible();
    await expect(field(page, t('image.url'))).toHaveValue(/^\/media\/uploads\/[\w-]+\/960\.(?:webp|avif)$/);
    await expect(page.getByRole('button', { name: t('image.replace') })).toBeVisible();
    await fillText(page, t('image.alt'), 'La mesa preparada junto al faro');

    // A field the server refuses shows next to that field, in Spanish, and the panel holding it opens.
    await page.route('**/api/admin/experiences', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Validation failed',
            details: [{ field: 'details.duration.de', code: 'too_long', message: 'too long' }],
          },
        }),
      }),
    );
    await page.getByRole('button', { name: t('experiences.create') }).click();
    const duration = textGroup(page, t('fields.duration'));
    await expect(field(duration, t('languages.de'))).toBeFocused();
    await expect(duration.getByText(t('validation.too_long', { limit: 200 }))).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t('form.checkFields') })).toBeVisible();
    await page.unroute('**/api/admin/experiences');

    await page.getByRole('button', { name: t('experiences.create') }).click();
    await expect(page.getByText(t('experiences.created', { title }))).toBeVisible();

    // The type filter lives in the address.
    await field(page, t('experiences.filter')).selectOption('vip');
    await expect(page).toHaveURL(/type=vip/);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(t('experiences.types.vip'));
    await expect(row).toContainText('3 horas');
    await expect(row).toContainText(price(900));
    await field(page, t('experiences.filter')).selectOption('basic');
    await expect(page).toHaveURL(/type=basic/);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    // A filter chosen while the typed search still waits keeps both in the address.
    await page.getByRole('searchbox', { name: t('list.search') }).fill(title);
    await field(page, t('experiences.filter')).selectOption('vip');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page).toHaveURL(/type=vip/);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    await page.goto('/experiences?type=vip');
    const publicCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(publicCard).toBeVisible();
    await expect(publicCard.getByRole('img', { name: 'La mesa preparada junto al faro' })).toHaveAttribute(
      'src',
      /^\/media\/uploads\//,
    );

    // Phones: the list becomes stacked cards.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/admin/experiences?q=${id}`);
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByRole('link', { name: t('list.editLabel', { title }) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    await signOut(page, DEMO.admin.email);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.goto(`/admin/experiences?q=${id}`);
    const dialog = page.getByRole('dialog', { name: t('delete.experience.title') });

    // The server refuses once: the dialog stays open with the failure in Spanish.
    await page.route('**/api/admin/experiences/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal_error', message: 'boom', details: [] } }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: t('list.deleteLabel', { title }) }).click();
    await dialog.getByRole('button', { name: t('delete.confirm'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Error al eliminar la experiencia');
    await expect(dialog.getByRole('alert')).toContainText(text('es', 'common', 'errors.server'));
    await page.unroute('**/api/admin/experiences/*');

    await dialog.getByRole('button', { name: t('delete.confirm'), exact: true }).click();
    await expect(page.getByText(t('delete.experience.done', { title }))).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await page.goto('/experiences?type=vip');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('a client account on /admin/services is denied', async ({ page }) => {
    await signInThroughApi(page, DEMO.user);
    for (const path of ['/admin/services', '/admin/experiences/new']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('common', 'guards.deniedTitle'));
      await expect(page.getByText(es('common', 'guards.deniedMessage'))).toBeVisible();
    }
  });
});
