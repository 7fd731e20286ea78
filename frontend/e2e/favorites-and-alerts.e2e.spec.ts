import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  adminHeaders,
  adminPage,
  DEMO,
  field,
  linkFromMail,
  registerInModal,
  signInThroughApi,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, localizedPath, test, text, waitForReact } from './support/fixtures';
import { recipients, waitForMail, type CapturedMail } from './support/mail';
import { editableDetails } from './support/property-details';

test.use({ reducedMotion: 'reduce', language: 'en' });

const en = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('en', namespace, key, values);
const run = randomBytes(3).toString('hex');

interface Listed {
  id: string;
  title: string;
}

/** The properties this file listed: deleted at the end, so the other files find the sample catalogue as it was. */
const listed: string[] = [];

test.afterAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const login = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: DEMO.owner.email, password: DEMO.owner.password, rememberMe: false },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  for (const id of listed) {
    const current = await request.get(`/api/admin/properties/${id}`, { headers });
    const { version } = (await current.json()) as { version: number };
    await request.delete(`/api/admin/properties/${id}?expectedVersion=${version}`, { headers });
  }
  await request.dispose();
});

/** A property of this run only (its titles hold the run's code), listed through the back office's API. */
async function listProperty(
  request: APIRequestContext,
  headers: Record<string, string>,
  { name, status, saleEur }: { name: string; status: 'active' | 'draft'; saleEur: number },
): Promise<Listed> {
  const sample = await request.get('/api/admin/properties/villa-sardinero-santander', { headers });
  const details = editableDetails(
    (await sample.json()) as Record<string, unknown> & { price: Record<string, unknown> },
  );
  const title = `Villa ${name} ${run}`;
  const response = await request.post('/api/admin/properties', {
    headers,
    data: {
      status,
      details: {
        ...details,
        reference: `CC-${name.slice(0, 3).toUpperCase()}-${run.toUpperCase()}`,
        title: { es: `Villa ${name} ${run}`, en: title },
        price: { ...details.price, saleEur },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  listed.push(id);
  return { id, title };
}

const heart = (scope: Page | Locator, pressed: boolean) =>
  scope.getByRole('button', { name: en('common', pressed ? 'favorites.remove' : 'favorites.add') });

const mailTo = (email: string, subject: string) => (mail: CapturedMail) =>
  recipients(mail).includes(email) && mail.subject === subject;

test('a visitor keeps favorites and a search, registers, and gets the alerts in English', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const headers = await adminHeaders(request);
  const first = await listProperty(request, headers, { name: 'Faro', status: 'active', saleEur: 2_400_000 });
  const second = await listProperty(request, headers, {
    name: 'Brisa',
    status: 'active',
    saleEur: 1_900_000,
  });

  // The visitor hearts one from the grid and one on its page: kept in the browser.
  await page.goto(localizedPath('en', `/properties?q=${run}`));
  const firstCard = page.getByRole('listitem').filter({ hasText: first.title });
  await heart(firstCard, false).click();
  await expect(heart(firstCard, true)).toHaveAttribute('aria-pressed', 'true');
  await page.goto(localizedPath('en', `/property/${second.id}`));
  await heart(page.locator('main'), false).first().click();
  await expect(heart(page.locator('main'), true).first()).toBeVisible();

  // Saving the search asks a visitor to register, then saves it right after.
  await page.goto(localizedPath('en', `/properties?q=${run}`));
  await page.getByRole('button', { name: en('catalogue', 'search.save.button') }).click();
  const saveDialog = page.getByRole('dialog', { name: en('catalogue', 'search.save.title') });
  await expect(
    saveDialog.getByRole('radio', { name: new RegExp(en('catalogue', 'search.save.frequency.daily.label')) }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  const searchName = `Lighthouse ${run}`;
  await field(saveDialog, en('catalogue', 'search.save.name')).fill(searchName);
  await saveDialog.getByRole('button', { name: en('catalogue', 'search.save.continue') }).click();

  const { email } = await registerInModal(page, {
    label: 'favorites',
    firstName: 'Eleanor',
    lastName: 'Whitfield',
  });
  await expect(page.getByText(en('common', 'savedSearches.saved', { name: searchName }))).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('favorites'))).toBeNull();

  // Alerts go to verified addresses only: the welcome e-mail's link verifies it.
  await page.goto(await linkFromMail(email, 'verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth', 'verify.doneTitle'));

  // The panel: both favorites, the search with its matches; the alerts become instant in place.
  await page.goto(`${localizedPath('en', '/dashboard')}?tab=favorites`);
  const favorites = page.getByRole('list', { name: en('account', 'favorites.listLabel') });
  await expect(favorites.getByRole('listitem')).toHaveCount(2);
  await expect(favorites).toContainText(first.title);
  await expect(favorites).toContainText(second.title);
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: en('account', 'tabs.searches') }).click();
  const search = page.getByRole('listitem').filter({ hasText: searchName });
  await expect(search).toContainText(en('account', 'searches.matches_other', { value: 2 }));
  await search.getByRole('combobox', { name: en('account', 'searches.frequency') }).selectOption('instant');
  await expect(
    page.getByText(
      en('account', 'searches.frequencyChanged', {
        name: searchName,
        frequency: en('catalogue', 'search.save.frequency.instant.label'),
      }),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The back office: an admin publishes a matching draft and lowers the price of a favorite.
  const third = await listProperty(request, headers, { name: 'Cabo', status: 'draft', saleEur: 3_100_000 });
  const admin = await adminPage(browser, baseURL!);
  await waitForReact(admin, await admin.goto(`/admin/properties/edit/${third.id}`));
  const statusPanel = admin.getByRole('region', { name: text('es', 'adminProperties', 'status.title') });
  await statusPanel
    .getByRole('button', { name: text('es', 'adminProperties', 'status.actions.active') })
    .click();
  await expect(
    admin.getByText(
      text('es', 'adminProperties', 'status.done', {
        status: text('es', 'adminProperties', 'statuses.active'),
      }),
    ),
  ).toBeVisible();
  await waitForReact(admin, await admin.goto(`/admin/properties/edit/${first.id}`));
  await expect(
    admin.getByText(text('es', 'adminProperties', 'followers.count_one', { value: 1 })),
  ).toBeVisible();
  await field(
    admin.locator('#section-price'),
    text('es', 'adminProperties', 'form.fields.price.saleEur'),
  ).fill('2150000');
  await admin.getByRole('button', { name: text('es', 'adminProperties', 'form.save'), exact: true }).click();
  await expect(admin.getByText(text('es', 'adminProperties', 'form.saved'), { exact: true })).toBeVisible();
  await admin.context().close();

  // The e-mails, in English: the new match and the favorite's lower price (which replaces the search alert).
  // Each goes from the event through the alert processor and a BullMQ job: on a busy machine, give it time.
  const patience = { timeoutMs: 30_000 };
  const match = await waitForMail(mailTo(email, `A new property for your search “${searchName}”`), patience);
  const drop = await waitForMail(mailTo(email, `The price of ${first.title} has been reduced`), patience);
  expect(drop.text).toContain('formerly 2.400.000\u00a0€, now 2.150.000\u00a0€');
  expect(match.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // Its links open the property and the unsubscribe page, which confirms and undoes.
  const propertyLink = new RegExp(`https?://[^\\s]+/en/property/${third.id}`).exec(match.text)?.[0];
  expect(propertyLink).toBeTruthy();
  await page.goto(new URL(propertyLink!).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(third.title);
  const unsubscribe = /https?:\/\/\S+\/en\/unsubscribe\?token=\S+/.exec(match.text)?.[0];
  expect(unsubscribe).toBeTruthy();
  const target = new URL(unsubscribe!);
  await page.goto(target.pathname + target.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('alerts', 'unsubscribed.title'));
  await expect(page.getByText(en('alerts', 'unsubscribed.search', { name: searchName }))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('alerts', 'undo') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('alerts', 'resubscribed.title'));

  // A mail program's one-click unsubscribe (RFC 8058) on the favorite's e-mail: no page, no sign-in.
  const oneClick = /<([^>]+)>/.exec(drop.headers['list-unsubscribe'])?.[1];
  const response = await request.post(new URL(oneClick!).pathname + new URL(oneClick!).search, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()) as { kind: string; subscribed: boolean }).toMatchObject({
    kind: 'price_drops',
    subscribed: false,
  });
});

test('the client panel on a phone: favorites and searches fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, DEMO.user);
  await page.goto(`${localizedPath('en', '/dashboard')}?tab=favorites`);
  const favorites = page.getByRole('list', { name: en('account', 'favorites.listLabel') });
  await expect(favorites.getByRole('listitem').first()).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // Removing one can be undone from the notice.
  const count = await favorites.getByRole('listitem').count();
  await favorites
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: en('common', 'favorites.remove') })
    .click();
  await expect(favorites.getByRole('listitem')).toHaveCount(count - 1);
  await page.getByRole('button', { name: en('account', 'favorites.undo') }).click();
  await expect(favorites.getByRole('listitem')).toHaveCount(count);

  await page.getByRole('tab', { name: en('account', 'tabs.searches') }).click();
  await expect(page.getByRole('list', { name: en('account', 'searches.listLabel') })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
