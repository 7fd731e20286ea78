import type { Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { LANGUAGES, expect, exactly, localizedPath, test, text } from './support/fixtures';
import type { Language } from './support/fixtures';

/** The language selector of the header, whatever the current language (its label ends with "(ES)"). */
function selector(page: Page, current: Language) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`\\(${current.toUpperCase()}\\)$`) });
}

/** Each language named in itself, as the selector must show it whatever locale data the browser has. */
const NATIVE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
  mk: 'Македонски',
};

const MK_MONTHS = [
  'јануари',
  'февруари',
  'март',
  'април',
  'мај',
  'јуни',
  'јули',
  'август',
  'септември',
  'октомври',
  'ноември',
  'декември',
];
/** A long Macedonian date ("23 ноември 2026 г."), with no Latin letter in it. */
const MK_LONG_DATE = new RegExp(`^\\d{1,2} (${MK_MONTHS.join('|')}) \\d{4} г\\.$`);

/** Signs in with the Spanish texts, then opens `path` at its address in `language`. */
async function signInThenSwitch(page: Page, role: keyof typeof DEMO, language: Language, path: string) {
  await page.goto('/');
  await signIn(page, DEMO[role].email, DEMO[role].password);
  await page.goto(localizedPath(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    exactly(text(language, 'about', 'hero.title')),
  );
  const nav = page.getByRole('navigation', { name: text(language, 'common', 'nav.label') });
  await expect(
    nav.getByRole('link', { name: text(language, 'common', 'nav.home'), exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(
    `${text(language, 'about', 'meta.title')} · ${text(language, 'common', 'brand.name')}`,
  );
}

test.use({ viewport: { width: 1440, height: 900 } });

test('switching to each of the five languages changes the texts, sets <html lang> and survives a reload', async ({
  page,
}) => {
  await page.goto('/about');
  await expectLanguage(page, 'es');

  let current: Language = 'es';
  for (const language of [...LANGUAGES.filter((code) => code !== 'es'), 'es' as const]) {
    await selector(page, current).click();
    await page.getByRole('button', { name: NATIVE_NAMES[language], exact: true }).click();
    await expectLanguage(page, language);
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe(language);

    await page.reload();
    await expectLanguage(page, language);
    current = language;
  }
});

test('the language menu names every language in itself, Macedonian in Cyrillic', async ({ page }) => {
  await page.goto('/about');
  await selector(page, 'es').click();
  const menu = page.getByRole('list', { name: text('es', 'common', 'language.label') });
  for (const language of LANGUAGES) {
    await expect(menu.getByRole('button', { name: NATIVE_NAMES[language], exact: true })).toHaveAttribute(
      'lang',
      language,
    );
  }
  await expect(menu).not.toContainText('Macedonian');
  await menu.getByRole('button', { name: 'Македонски', exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('button', {
      name: text('mk', 'common', 'language.trigger', { language: 'Македонски', code: 'MK' }),
      exact: true,
    }),
  ).toBeVisible();
});

test.describe('dates and names in Macedonian', () => {
  test.use({ timezoneId: 'Europe/Madrid' });

  test("a client's dashboard and the privacy page date in Macedonian, never in English", async ({ page }) => {
    await signInThenSwitch(page, 'user', 'mk', '/privacy');
    await expect(
      page.getByText(text('mk', 'legal', 'common.updated', { date: '21 ноември 2026 г.' })),
    ).toBeVisible();

    const profile = page.waitForResponse((response) => response.url().endsWith('/api/account/profile'));
    await page.goto(localizedPath('mk', '/dashboard'));
    const { registeredAt } = (await (await profile).json()) as { registeredAt: string };
    const memberSince = page
      .locator('dt', { hasText: text('mk', 'account', 'overview.account.memberSince') })
      .locator('xpath=following-sibling::dd[1]');
    // Node has full ICU: its Macedonian is what the browser, which has none, must print.
    const expected = new Intl.DateTimeFormat('mk', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
      new Date(registeredAt),
    );
    await expect(memberSince).toHaveText(expected);
    await expect(memberSince).toHaveText(MK_LONG_DATE);
  });

  test("the property editor names the translation tabs and the adviser's languages in Macedonian", async ({
    page,
  }) => {
    await signInThenSwitch(page, 'admin', 'mk', '/admin/properties/new');
    await expect(page.getByRole('tab', { name: /^Македонски \(/ })).toBeVisible();
    const adviser = page.locator('#section-agent');
    for (const name of ['Шпански', 'Англиски', 'Германски', 'Француски', 'Руски', 'Македонски']) {
      await expect(adviser.getByRole('checkbox', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('main')).not.toContainText('Macedonian');
    await expect(adviser).not.toContainText('English');

    await page.goto('/admin/properties/new');
    await expect(adviser.getByRole('checkbox', { name: 'Inglés', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Македонски \(/ })).toBeVisible();
  });
});
