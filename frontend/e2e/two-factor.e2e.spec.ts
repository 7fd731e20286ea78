import { Secret, TOTP } from 'otpauth';
import {
  accountButton,
  authDialog,
  es,
  field,
  loginButton,
  registerThroughApi,
  signIn,
  signOut,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** The app's code for a moment: what the person reads off their phone. */
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

test.describe('two-step verification', () => {
  test('a client sets up an authenticator app and a passkey in Settings and signs in with each', async ({
    page,
    baseURL,
  }) => {
    const account = await registerThroughApi(page.context().request, 'dos-pasos');
    // A passkey belongs to a host name, never to an IP address: this copy of the site offers them at localhost.
    const site = (baseURL as string).replace('127.0.0.1', 'localhost');
    await page.goto(`${site}/`);
    await signIn(page, account.email, account.password);

    await page.goto(`${site}/settings`);
    const section = page.getByRole('region', { name: es('account', 'settings.twoFactor.title') });
    await section.getByRole('button', { name: es('account', 'settings.twoFactor.app.setUp') }).click();
    await field(section, es('account', 'settings.fields.currentPassword')).fill(account.password);
    await section.getByRole('button', { name: es('account', 'settings.twoFactor.app.continue') }).click();
    await expect(section.getByRole('img', { name: es('auth', 'twoFactor.setup.qrAlt') })).toBeVisible();
    const secret = ((await section.locator('[data-totp-secret]').textContent()) ?? '').trim();
    await expectNoAxeViolations(page);
    await field(section, es('account', 'settings.twoFactor.app.code')).fill(codeAt(secret, Date.now()));
    await section.getByRole('button', { name: es('account', 'settings.twoFactor.app.confirm') }).click();
    const codes = section.getByRole('list', { name: es('auth', 'twoFactor.recoveryCodes.title') });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await section
      .getByRole('button', { name: es('account', 'settings.twoFactor.recoveryCodes.kept') })
      .click();
    await expect(
      section.getByText(es('account', 'settings.twoFactor.app.on_other', { count: 10 })),
    ).toBeVisible();

    // Chromium's virtual authenticator: a platform passkey that verifies the person (as a fingerprint would).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    // The name is asked once the person chooses to add one.
    await section.getByRole('button', { name: es('account', 'settings.twoFactor.passkeys.add') }).click();
    await field(section, es('account', 'settings.twoFactor.passkeys.name')).fill('Portátil de prueba');
    await field(section, es('account', 'settings.fields.currentPassword')).fill(account.password);
    await section.getByRole('button', { name: es('account', 'settings.twoFactor.passkeys.add') }).click();
    const passkeys = section.getByRole('list', { name: es('account', 'settings.twoFactor.passkeys.title') });
    await expect(passkeys.getByText('Portátil de prueba', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await signOut(page, account.email);

    // The password, then the app's code: one field that phones fill in from the app or a text message.
    await loginButton(page).click();
    const dialog = authDialog(page);
    await field(dialog, es('auth', 'fields.email')).fill(account.email);
    await field(dialog, es('auth', 'fields.password')).fill(account.password);
    await dialog.getByRole('button', { name: es('auth', 'login.submit'), exact: true }).click();
    const code = field(dialog, es('auth', 'twoFactor.signIn.codeLabel'));
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(
      dialog.getByRole('button', { name: es('auth', 'twoFactor.signIn.useRecovery') }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The code of the enrolment's time step is spent: the next step's code is what the app shows next.
    await code.fill(codeAt(secret, Date.now() + 30_000));
    await dialog.getByRole('button', { name: es('auth', 'twoFactor.signIn.submit') }).click();
    await expect(page.getByText(es('auth', 'success.login'))).toBeVisible();
    await expect(accountButton(page, account.email)).toBeVisible();
    // The first sign-out's notice has gone, so the next one is the only one on the page.
    await expect(page.getByText(es('common', 'account.loggedOut'))).toBeHidden();
    await signOut(page, account.email);

    // The passkey alone, without the address: it verified the person, so it is both steps.
    await loginButton(page).click();
    await authDialog(page)
      .getByRole('button', { name: es('auth', 'twoFactor.passkey.signIn') })
      .click();
    await expect(accountButton(page, account.email)).toBeVisible();
    await expect(authDialog(page)).toBeHidden();
  });
});
