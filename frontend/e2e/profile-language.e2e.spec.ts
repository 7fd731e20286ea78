import type { APIRequestContext, Page } from '@playwright/test';
import { registerThroughApi, signIn } from './support/accounts';
import type { NewAccount } from './support/accounts';
import { expect, test } from './support/fixtures';

// The e-mails that carry no language of their own (e-mail change, password changed) use the profile's
// preferred language: it follows the language the client uses on the site.

/** A bearer token of another session of the account, to read its profile as the API stores it. */
async function bearerFor(request: APIRequestContext, account: NewAccount): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

async function profileLanguage(request: APIRequestContext, auth: Record<string, string>): Promise<string> {
  const response = await request.get('/api/account/profile', { headers: auth });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { language: string }).language;
}

async function switchLanguage(page: Page, from: string, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`\\(${from.toUpperCase()}\\)$`) })
    .click();
  await page.getByRole('button', { name, exact: true }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('switching the site to Deutsch while signed in makes German the profile language', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, 'profile-language-switch');
  const auth = await bearerFor(request, account);
  expect(await profileLanguage(request, auth)).toBe('es');

  await page.goto('/');
  await signIn(page, account.email, account.password);
  await switchLanguage(page, 'es', 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await expect.poll(() => profileLanguage(request, auth)).toBe('de');
});

test('signing in on the Spanish site brings a German profile to Spanish', async ({ page, request }) => {
  const account = await registerThroughApi(request, 'profile-language-sign-in');
  const auth = await bearerFor(request, account);
  const patched = await request.patch('/api/account/profile', { headers: auth, data: { language: 'de' } });
  expect(patched.status(), await patched.text()).toBe(200);

  await page.goto('/');
  await signIn(page, account.email, account.password);

  await expect.poll(() => profileLanguage(request, auth)).toBe('es');
});
