import { es, field, linkFromMail, registerThroughApi, signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('account erasure', () => {
  test('a client deletes their account from Settings with their password and is signed out', async ({
    page,
  }) => {
    const account = await registerThroughApi(page.context().request, 'borrado');
    await signInThroughApi(page, account);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: es('account', 'settings.yourData.title') });
    await expect(section.getByText(es('account', 'settings.erasure.kept'))).toBeVisible();

    await section.getByRole('button', { name: es('account', 'settings.erasure.action') }).click();
    const dialog = page.getByRole('dialog', { name: es('account', 'settings.erasure.confirmTitle') });
    await field(dialog, es('account', 'settings.erasure.password')).fill(account.password);
    await dialog.getByRole('button', { name: es('account', 'settings.erasure.confirm') }).click();

    await expect(page.getByRole('heading', { name: es('account', 'erasePage.goodbyeTitle') })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/erase\?farewell=1$/);
    const login = await page.context().request.post('/api/auth/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: account.email, password: account.password, rememberMe: false },
    });
    expect(login.status()).toBe(401);
  });

  test('a client deletes their account through the link sent by e-mail', async ({ page }) => {
    const account = await registerThroughApi(page.context().request, 'enlace-borrado');
    await signInThroughApi(page, account);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: es('account', 'settings.yourData.title') });
    await section.getByRole('button', { name: es('account', 'settings.erasure.linkAction') }).click();
    await expect(
      section.getByText(es('account', 'settings.erasure.linkSent', { email: account.email })),
    ).toBeVisible();

    await page.goto(await linkFromMail(account.email, 'account/erase'));
    await expect(page).toHaveURL(/\/account\/erase$/);
    await page.getByRole('button', { name: es('account', 'erasePage.confirm') }).click();
    await expect(page.getByRole('heading', { name: es('account', 'erasePage.goodbyeTitle') })).toBeVisible();
  });
});
