import { randomBytes } from 'node:crypto';
import { adminHeaders, DEMO } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { listenForProblems } from './support/page-watch';
import { editableDetails } from './support/property-details';

const run = randomBytes(3).toString('hex');
/** The property this file lists: deleted at the end, so the other files find the sample catalogue as it was. */
let listed: string | null = null;

test.afterAll(async ({ playwright, server }) => {
  if (!listed) return;
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const login = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: DEMO.owner.email, password: DEMO.owner.password, rememberMe: false },
  });
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const current = await request.get(`/api/admin/properties/${listed}`, { headers });
  const { version } = (await current.json()) as { version: number };
  await request.delete(`/api/admin/properties/${listed}?expectedVersion=${version}`, { headers });
  await request.dispose();
});

test.use({ viewport: { width: 375, height: 812 } });

test('a reduced listing leads "recently reduced" with its mark and previous price, and its page shows the history', async ({
  page,
  request,
}) => {
  // A listing of this run, listed at 500.000 € and reduced to 470.000 € through the back office's API.
  const headers = await adminHeaders(request);
  const sample = await request.get('/api/admin/properties/villa-sardinero-santander', { headers });
  const details = editableDetails(
    (await sample.json()) as Record<string, unknown> & { price: Record<string, unknown> },
  );
  const form = (saleEur: number) => ({
    ...details,
    reference: `CC-RED-${run.toUpperCase()}`,
    title: { es: `Villa Rebajada ${run}` },
    price: { ...details.price, saleEur },
  });
  const created = await request.post('/api/admin/properties', { headers, data: { details: form(500_000) } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  listed = id;
  const reduced = await request.put(`/api/admin/properties/${id}`, {
    headers,
    data: { expectedVersion: version, details: form(470_000) },
  });
  expect(reduced.status(), await reduced.text()).toBe(200);

  const problems = listenForProblems(page);
  await page.goto('/properties?sort=recently_reduced');
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('recently_reduced');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Villa Rebajada ${run}` }) });
  await expect(card.getByText(/^Rebajado un 6\u00a0% el \d{1,2} [a-z]{3,4}$/)).toBeVisible();
  await expect(card.locator('s')).toHaveText('500.000\u00a0€');
  await expect(card).toContainText('Precio anterior: 500.000');

  await page.goto(`/property/${id}`);
  const history = page.getByRole('table');
  await history.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Evolución del precio' })).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('470.000\u00a0€');
  await expect(history.getByRole('row').nth(1)).toContainText('\u22126\u00a0%');
  await expect(history.getByRole('row').nth(2)).toContainText('Precio de salida');
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
