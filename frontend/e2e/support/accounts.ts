import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { CONSENT_KEY, expect, text } from './fixtures';
import { recipients, waitForMail } from './mail';

export type Role = 'owner' | 'admin' | 'user';

/**
 * The demo accounts the local mode seeds (backend/src/modules/identity/seed/demo-accounts.ts, listed in
 * the README): the e2e server runs in local mode, so they exist in every run.
 */
export const DEMO: Record<Role, { email: string; password: string }> = {
  owner: { email: 'propietario@demo.costacantabria.es', password: 'Demo-Propietario-Faro-2026' },
  admin: { email: 'admin@demo.costacantabria.es', password: 'Demo-Administrador-Faro-2026' },
  user: { email: 'cliente@demo.costacantabria.es', password: 'Demo-Cliente-Faro-2026' },
};

export const es = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/** A password nobody would put on a common-password list. */
export function strongPassword(): string {
  return `Marea-Faro-${randomBytes(4).toString('hex')}-Sardinero`;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form control by its label's exact text: the label may add the required mark (*) or the optional
 * word ("(opcional)") after it.
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escape(label)}\\s*(\\*|\\(.*\\))?\\s*$`));
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function loginButton(page: Page): Locator {
  return header(page).getByRole('button', { name: es('common', 'account.login'), exact: true });
}

/** The header's account button: it shows the e-mail and the role badge. */
export function accountButton(page: Page, email: string): Locator {
  return header(page).getByRole('button', { name: new RegExp(escape(email)) });
}

export function authDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Opens the login modal from the header and signs in; waits until the header shows the account. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await loginButton(page).click();
  const dialog = authDialog(page);
  await expect(dialog.getByRole('heading', { name: es('auth', 'login.title') })).toBeVisible();
  await field(dialog, es('auth', 'fields.email')).fill(email);
  await field(dialog, es('auth', 'fields.password')).fill(password);
  await dialog.getByRole('button', { name: es('auth', 'login.submit'), exact: true }).click();
  await expect(page.getByText(es('auth', 'success.login'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(accountButton(page, email)).toBeVisible();
}

/** The SPA's localStorage key saying this browser holds a session cookie (lib/auth/session-channel.ts). */
const SESSION_HINT_KEY = 'session-hint';

/**
 * Signs in through the API, for tests whose subject comes after signing in (the login form has tests of
 * its own): the refresh cookie lands in the page's browser context and the session hint in its storage, as
 * the login form leaves them, so the first page load restores the session. Call it before the page's first
 * navigation: it replaces the context's storage, which the fixtures fill in again on every page load.
 */
export async function signInThroughApi(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const context = page.context();
  const response = await context.request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email, password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { cookies } = await context.storageState();
  await context.setStorageState({
    cookies,
    origins: [
      { origin: new URL(response.url()).origin, localStorage: [{ name: SESSION_HINT_KEY, value: '1' }] },
    ],
  });
}

/** The demo admin's Authorization header, for the back office's API (setting up or cleaning up a test). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: DEMO.admin.email, password: DEMO.admin.password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

/**
 * A page in a browser of the admin's own, beside the test's visitor: cookies decided, signed in as the demo
 * admin (the back office speaks Spanish until a test chooses otherwise).
 */
export async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(
    ([key, choice]) => window.localStorage.setItem(key, choice),
    [CONSENT_KEY, JSON.stringify({ version: 1, necessary: true, analytics: false, decidedAt: '2026-01-01' })],
  );
  await signInThroughApi(page, DEMO.admin);
  return page;
}

/**
 * Fills the auth modal opened in register mode (English texts) and sends it: what a visitor does when an
 * action asks them to register first. Returns the new account's address and password.
 */
export async function registerInModal(
  page: Page,
  { label, firstName, lastName }: { label: string; firstName: string; lastName: string },
): Promise<{ email: string; password: string }> {
  const en = (namespace: string, key: string) => text('en', namespace, key);
  const auth = page.getByRole('dialog');
  await expect(auth.getByRole('heading', { name: en('auth', 'register.title') })).toBeVisible();
  const email = uniqueEmail(label);
  const password = strongPassword();
  await field(auth, en('auth', 'fields.firstName')).fill(firstName);
  await field(auth, en('auth', 'fields.lastName')).fill(lastName);
  await field(auth, en('auth', 'fields.email')).fill(email);
  await field(auth, en('auth', 'fields.password')).fill(password);
  await field(auth, en('auth', 'fields.confirmPassword')).fill(password);
  await auth.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await auth.getByRole('button', { name: en('auth', 'register.submit'), exact: true }).click();
  return { email, password };
}

/** Opens the account menu and signs out; waits for the login button. */
export async function signOut(page: Page, email: string): Promise<void> {
  await accountButton(page, email).click();
  await header(page)
    .getByRole('button', { name: es('common', 'account.menu.logout') })
    .click();
  await expect(page.getByText(es('common', 'account.loggedOut'))).toBeVisible();
  await expect(loginButton(page)).toBeVisible();
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers an account straight through the API (for tests whose subject is something else). The API
 * wants the CSRF header on this cookie-setting route, like the SPA sends it.
 */
export async function registerThroughApi(request: APIRequestContext, label: string): Promise<NewAccount> {
  const account = {
    email: uniqueEmail(label),
    password: strongPassword(),
    firstName: 'Lucía',
    lastName: `Prueba ${label}`,
  };
  const response = await request.post('/api/auth/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...account, confirmPassword: account.password, acceptTerms: true, language: 'es' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * The link of the latest e-mail to `email` whose text holds a link to `page` (verify-email, reset-password,
 * account/erase).
 */
export async function linkFromMail(
  email: string,
  page: 'verify-email' | 'reset-password' | 'account/erase',
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${page}#token=[A-Za-z0-9_-]+`);
  const mail = await waitForMail(
    (candidate) => recipients(candidate).includes(email.toLowerCase()) && pattern.test(candidate.text),
  );
  const link = mail.text.match(pattern)?.[0];
  if (!link) throw new Error(`No ${page} link in ${mail.file}`);
  return link;
}
