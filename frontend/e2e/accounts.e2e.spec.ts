import type { Page } from '@playwright/test';
import {
  DEMO,
  accountButton,
  authDialog,
  es,
  field,
  header,
  linkFromMail,
  loginButton,
  registerThroughApi,
  signIn,
  signInThroughApi,
  signOut,
  strongPassword,
  uniqueEmail,
} from './support/accounts';
import type { Role } from './support/accounts';
import { CONSENT_KEY, expect, exactly, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const ROLE_BADGE: Record<Role, string> = {
  owner: es('common', 'account.roles.owner'),
  admin: es('common', 'account.roles.admin'),
  user: es('common', 'account.roles.user'),
};

/** A second browser context has not seen the cookie banner either: it answered it already. */
function decideCookies(key: string) {
  window.localStorage.setItem(
    key,
    JSON.stringify({ version: 1, necessary: true, analytics: false, decidedAt: new Date().toISOString() }),
  );
}

async function openRegistration(page: Page) {
  await loginButton(page).click();
  await authDialog(page)
    .getByRole('tab', { name: es('auth', 'tabs.register') })
    .click();
  await expect(authDialog(page).getByRole('heading', { name: es('auth', 'register.title') })).toBeVisible();
}

test.describe('accounts', () => {
  test('register, verify the address from the e-mail, sign out, sign in again', async ({ page }) => {
    const email = uniqueEmail('register');
    const password = strongPassword();
    await page.goto('/');
    await openRegistration(page);
    const dialog = authDialog(page);

    // The client checks first, with the API's rules.
    await dialog.getByRole('button', { name: es('auth', 'register.submit'), exact: true }).click();
    await expect(dialog.getByText(es('common', 'validation.required')).first()).toBeVisible();
    await expect(dialog.getByText(es('common', 'validation.terms_required'))).toBeVisible();

    await field(dialog, es('auth', 'fields.firstName')).fill('Marina');
    await field(dialog, es('auth', 'fields.lastName')).fill('Gómez Ruiz');
    await field(dialog, es('auth', 'fields.email')).fill(email);
    await field(dialog, es('auth', 'fields.phone')).fill('+34 942 000 111');
    await field(dialog, es('auth', 'fields.password')).fill('short');
    await field(dialog, es('auth', 'fields.confirmPassword')).fill('shorter');
    await expect(dialog.getByText(es('common', 'validation.password_too_short', { min: 8 }))).toBeVisible();
    await expect(dialog.getByText(es('common', 'validation.passwords_mismatch'))).toBeVisible();

    // A password easy to guess is refused by the API, with the reason next to the field.
    await field(dialog, es('auth', 'fields.password')).fill('racing1913');
    await field(dialog, es('auth', 'fields.confirmPassword')).fill('racing1913');
    await dialog.getByRole('checkbox', { name: /términos y condiciones/ }).check();
    await dialog.getByRole('checkbox', { name: es('auth', 'register.newsletter') }).check();
    await dialog.getByRole('button', { name: es('auth', 'register.submit'), exact: true }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: es('auth', 'errors.weakPassword') }),
    ).toBeVisible();
    await expect(field(dialog, es('auth', 'fields.password'))).toHaveAccessibleDescription(
      /Esta contraseña figura entre las más utilizadas/,
    );

    await field(dialog, es('auth', 'fields.password')).fill(password);
    await field(dialog, es('auth', 'fields.confirmPassword')).fill(password);
    await dialog.getByRole('button', { name: es('auth', 'register.submit'), exact: true }).click();
    await expect(page.getByText(es('auth', 'success.register'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(accountButton(page, email)).toContainText(ROLE_BADGE.user);

    // The welcome e-mail's link verifies the address.
    const link = await linkFromMail(email, 'verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('auth', 'verify.doneTitle'));
    await expect(page.getByText(es('auth', 'verify.done', { email }))).toBeVisible();
    // The token does not stay in the address bar.
    await expect(page).toHaveURL(/\/verify-email$/);
    // A reload restores the session from the refresh cookie (the access token lived in memory only).
    await expect(accountButton(page, email)).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/eyJ/);

    // The same link a second time (opened anew from the e-mail) is refused.
    await page.goto('/about');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('auth', 'verify.failedTitle'));
    await expect(page.getByText(es('auth', 'errors.invalidToken'))).toBeVisible();

    await signOut(page, email);
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(loginButton(page)).toBeVisible();

    // A wrong password and an unknown address get the same message.
    await loginButton(page).click();
    await field(dialog, es('auth', 'fields.email')).fill(email);
    await field(dialog, es('auth', 'fields.password')).fill(`${password}-wrong`);
    await dialog.getByRole('button', { name: es('auth', 'login.submit'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(es('auth', 'errors.invalidCredentials'));
    await field(dialog, es('auth', 'fields.email')).fill(uniqueEmail('nobody'));
    await dialog.getByRole('button', { name: es('auth', 'login.submit'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(es('auth', 'errors.invalidCredentials'));
    await dialog.getByRole('button', { name: es('common', 'actions.close') }).click();

    await signIn(page, email, password);
    await page.reload();
    await expect(accountButton(page, email)).toBeVisible();
  });

  test('recover the password with the link of the e-mail', async ({ page, request }) => {
    const account = await registerThroughApi(request, 'recover');
    const newPassword = strongPassword();
    await page.goto('/about');
    await loginButton(page).click();
    const dialog = authDialog(page);
    await dialog.getByRole('button', { name: es('auth', 'login.forgotPassword') }).click();
    await field(dialog, es('auth', 'fields.email')).fill(account.email);
    await dialog.getByRole('button', { name: es('auth', 'reset.submit') }).click();
    await expect(dialog.getByText(es('auth', 'reset.sent'))).toBeVisible();
    await expect(page.getByText(es('auth', 'success.reset'))).toBeVisible();
    await dialog.getByRole('button', { name: es('common', 'actions.close') }).click();

    await page.goto(await linkFromMail(account.email, 'reset-password'));
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('auth', 'newPassword.title'));
    await field(page, es('auth', 'fields.newPassword')).fill(newPassword);
    await field(page, es('auth', 'fields.confirmNewPassword')).fill(newPassword);
    await page.getByRole('button', { name: es('auth', 'newPassword.submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('auth', 'newPassword.doneTitle'));

    // The old password no longer works; the new one does.
    await page
      .getByRole('main')
      .getByRole('button', { name: es('auth', 'newPassword.toLogin') })
      .click();
    await field(dialog, es('auth', 'fields.email')).fill(account.email);
    await field(dialog, es('auth', 'fields.password')).fill(account.password);
    await dialog.getByRole('button', { name: es('auth', 'login.submit'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(es('auth', 'errors.invalidCredentials'));
    await dialog.getByRole('button', { name: es('common', 'actions.close') }).click();
    await signIn(page, account.email, newPassword);
  });

  for (const role of ['owner', 'admin', 'user'] as const) {
    test(`the header shows the ${role}'s e-mail, role badge and menu`, async ({ page }) => {
      const { email, password } = DEMO[role];
      await signInThroughApi(page, { email, password });
      await page.goto('/');
      const button = accountButton(page, email);
      await expect(button).toContainText(email);
      const badge = button.locator(`[data-role="${role}"]`);
      await expect(badge).toHaveText(ROLE_BADGE[role]);
      // Owners wear a crown.
      await expect(badge.locator('svg')).toHaveCount(role === 'owner' ? 1 : 0);

      await button.click();
      const menu = header(page).getByRole('list', { name: es('common', 'account.menu.label') });
      const expected = [
        ...(role === 'user' ? [] : [exactly(es('common', 'account.menu.admin'))]),
        // Staff see the inquiries with how many are new (a number for the eye, words for screen readers).
        ...(role === 'user'
          ? []
          : [new RegExp(`^\\s*${es('common', 'account.menu.inquiries')}(\\d+ \\(.+\\))?\\s*$`)]),
        ...(role === 'user' ? [] : [exactly(es('common', 'account.menu.viewings'))]),
        ...(role === 'user' ? [] : [exactly(es('common', 'account.menu.history'))]),
        ...(role === 'user' ? [] : [exactly(es('common', 'account.menu.newsletter'))]),
        exactly(es('common', 'account.menu.dashboard')),
        exactly(es('common', 'account.menu.settings')),
        exactly(es('common', 'account.menu.logout')),
      ];
      await expect(menu.getByRole('listitem')).toHaveText(expected);
      await expect(menu.getByRole('link', { name: es('common', 'account.menu.settings') })).toHaveAttribute(
        'href',
        '/settings',
      );

      if (role === 'user') {
        await menu.getByRole('link', { name: es('common', 'account.menu.dashboard') }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('account', 'title'));
      } else {
        await menu.getByRole('link', { name: es('common', 'account.menu.admin') }).click();
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('admin', 'dashboard.title'));
        // The user counts come from the API; the three demo accounts are among them.
        const byRole = page.getByRole('definition');
        await expect(byRole.first()).toHaveText(/^\d+$/);
        const usersLink = page.getByRole('link', { name: es('admin', 'dashboard.links.users.title') });
        await expect(usersLink).toHaveCount(role === 'owner' ? 1 : 0);
      }
      await signOut(page, email);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a user on an admin route is denied; an anonymous visitor on /dashboard is asked to sign in', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('common', 'guards.signIn.title'));
    const dialog = authDialog(page);
    await expect(dialog.getByRole('heading', { name: es('auth', 'login.title') })).toBeVisible();
    await field(dialog, es('auth', 'fields.email')).fill(DEMO.user.email);
    await field(dialog, es('auth', 'fields.password')).fill(DEMO.user.password);
    await dialog.getByRole('button', { name: es('auth', 'login.submit'), exact: true }).click();
    // Signed in, the page itself appears at the same address.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('account', 'title'));

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('common', 'guards.deniedTitle'));
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      es('common', 'guards.deniedMessage'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso Denegado');
    await expect(page.getByText('No tienes permisos para acceder a esta sección.')).toBeVisible();
    await page.goto('/owner/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('common', 'guards.deniedTitle'));
  });

  test('tabs share the session: they restore it together, and signing out in one signs out all', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    const second = await context.newPage();
    await second.goto('/about');
    await expect(loginButton(second)).toBeVisible();

    // Signing in in one tab shows the account in the other at once.
    await signIn(page, DEMO.user.email, DEMO.user.password);
    await expect(accountButton(second, DEMO.user.email)).toBeVisible();

    // Three tabs restoring the session at the same moment each rotate the refresh cookie in turn: none of
    // them presents a spent one, which would make the API revoke the whole session. Slow answers make the
    // three refreshes overlap for sure.
    await context.route('**/api/auth/refresh', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ response });
    });
    const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
    await Promise.all(tabs.map((tab) => tab.goto('/dashboard')));
    for (const tab of tabs) {
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(es('account', 'title'));
    }
    await context.unroute('**/api/auth/refresh');
    await page.reload();
    await expect(accountButton(page, DEMO.user.email)).toBeVisible();

    // Signing out in one tab signs out the others; those on a signed-in page go home.
    await signOut(second, DEMO.user.email);
    await expect(loginButton(page)).toBeVisible();
    for (const tab of tabs) {
      await expect(loginButton(tab)).toBeVisible();
      await expect(tab).toHaveURL(/\/$/);
    }
  });

  test.describe('inactivity', () => {
    // A still carousel: minutes of fake time do not turn into hundreds of slides.
    test.use({ reducedMotion: 'reduce' });

    test('the countdown shows in the last five minutes, activity resets it, 30 idle minutes sign out', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/about');
      await signIn(page, DEMO.user.email, DEMO.user.password);
      const countdown = page.getByRole('timer');
      const shows = (pattern: string) =>
        new RegExp(`^${es('common', 'session.countdown', { time: '__' }).replace('__', pattern)}$`);

      // Quiet for 24 minutes: no countdown yet.
      await page.clock.runFor(24 * 60_000);
      await expect(countdown).toHaveCount(0);
      // At 25 minutes it appears with five minutes left, and counts down each second.
      await page.clock.runFor(60_000);
      await expect(countdown).toHaveText(shows('(5:00|4:5\\d)'));
      await page.clock.runFor(61_000);
      await expect(countdown).toHaveText(shows('(3:5\\d|4:00)'));
      const before = await countdown.textContent();
      await page.clock.runFor(1_000);
      await expect(countdown).not.toHaveText(before ?? '');

      // Any activity resets the clock.
      await page.mouse.move(200, 300);
      await page.mouse.move(240, 320);
      await expect(countdown).toHaveCount(0);
      await page.clock.runFor(20 * 60_000);
      await expect(countdown).toHaveCount(0);
      await expect(accountButton(page, DEMO.user.email)).toBeVisible();

      // 30 minutes without activity: signed out and taken home.
      await page.clock.runFor(10 * 60_000 + 1_000);
      await expect(page).toHaveURL(/\/$/);
      await expect(loginButton(page)).toBeVisible();
      await expect(page.getByText(es('common', 'session.expired_other', { count: 30 }))).toBeVisible();
      await expect(countdown).toHaveCount(0);
    });
  });

  test('an owner changes the role of a user and disables the account', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const account = await registerThroughApi(request, 'promote');
    const name = `${account.firstName} ${account.lastName}`;
    await signInThroughApi(page, DEMO.owner);
    await page.goto('/owner/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('admin', 'users.title'));

    await page.getByRole('searchbox', { name: es('admin', 'users.filters.search') }).fill(account.email);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(page.getByRole('row')).toHaveCount(2);
    const roleSelect = row.getByRole('combobox', { name: es('admin', 'users.roleOf', { name }) });
    await expect(roleSelect).toHaveValue('user');

    await roleSelect.selectOption('admin');
    const dialog = page.getByRole('dialog', { name: es('admin', 'users.confirmRole.title') });
    await expect(dialog).toContainText(
      es('admin', 'users.confirmRole.body', { name, from: ROLE_BADGE.user, to: ROLE_BADGE.admin }),
    );
    await dialog.getByRole('button', { name: es('admin', 'users.confirmRole.confirm') }).click();
    await expect(page.getByText(es('admin', 'users.done.role', { name }))).toBeVisible();
    await expect(roleSelect).toHaveValue('admin');

    // The promoted account signs in as an admin, with the admin panel in its menu.
    const other = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
    });
    const otherPage = await other.newPage();
    await otherPage.addInitScript(decideCookies, CONSENT_KEY);
    await otherPage.goto('/');
    await signIn(otherPage, account.email, account.password);
    await expect(accountButton(otherPage, account.email)).toContainText(ROLE_BADGE.admin);

    // Disabling asks first, then ends the account's sessions at once.
    await row.getByRole('button', { name: es('admin', 'users.disableLabel', { name }) }).click();
    const confirmDisable = page.getByRole('dialog', { name: es('admin', 'users.confirmDisable.title') });
    await confirmDisable.getByRole('button', { name: es('admin', 'users.confirmDisable.confirm') }).click();
    await expect(row.getByText(es('admin', 'users.status.disabled'), { exact: true })).toBeVisible();
    await otherPage.reload();
    await expect(loginButton(otherPage)).toBeVisible();
    await other.close();

    await row.getByRole('button', { name: es('admin', 'users.enableLabel', { name }) }).click();
    const confirmEnable = page.getByRole('dialog', { name: es('admin', 'users.confirmEnable.title') });
    await confirmEnable.getByRole('button', { name: es('admin', 'users.confirmEnable.confirm') }).click();
    await expect(row.getByText(es('admin', 'users.status.active'), { exact: true })).toBeVisible();

    // The owner's own row cannot be changed.
    await page.getByRole('searchbox', { name: es('admin', 'users.filters.search') }).fill(DEMO.owner.email);
    const own = page.getByRole('row').filter({ hasText: DEMO.owner.email });
    await expect(own.getByRole('combobox')).toBeDisabled();
    await expect(own.getByRole('button')).toHaveCount(0);
  });

  test('the client panel: empty tabs, profile edited and kept, /settings opens the security tab', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await expect(page.getByRole('tab', { name: es('account', 'tabs.settings') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: es('account', 'settings.password.title') })).toBeVisible();

    await page.getByRole('tab', { name: es('account', 'tabs.favorites') }).click();
    await expect(page.getByRole('heading', { name: es('account', 'favorites.empty.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: es('account', 'favorites.empty.action') })).toHaveAttribute(
      'href',
      '/properties',
    );

    await page.getByRole('tab', { name: es('account', 'tabs.profile') }).click();
    await page.getByRole('button', { name: es('account', 'profile.edit'), exact: true }).click();
    const phone = `+34 600 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`;
    await field(page, es('account', 'profile.fields.phone')).fill(phone);
    await page.getByRole('button', { name: es('account', 'profile.save') }).click();
    await expect(page.getByText(es('account', 'profile.saved'))).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
    await expect(page.getByText(phone)).toBeVisible();

    // Changing the password needs the current one.
    await page.getByRole('tab', { name: es('account', 'tabs.settings') }).click();
    await field(page, es('account', 'settings.fields.currentPassword')).first().fill('not-the-password');
    await field(page, es('account', 'settings.fields.newPassword')).fill(strongPassword());
    await field(page, es('account', 'settings.fields.confirmPassword')).fill('something else');
    await page.getByRole('button', { name: es('account', 'settings.password.submit') }).click();
    await expect(page.getByText(es('common', 'validation.passwords_mismatch'))).toBeVisible();
  });
});
