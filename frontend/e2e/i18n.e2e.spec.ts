import type { Page } from '@playwright/test';
import { LANGUAGES, expect, exactly, test, text } from './support/fixtures';
import type { Language } from './support/fixtures';

/** The language selector of the header, whatever the current language (its label ends with "(ES)"). */
function selector(page: Page, current: Language) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`\\(${current.toUpperCase()}\\)$`) });
}

/** The name of a language in itself, as the selector shows it (Intl in the browser, like the SPA). */
async function nativeName(page: Page, language: Language): Promise<string> {
  return page.evaluate((code) => {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  }, language);
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
    await page.getByRole('button', { name: await nativeName(page, language), exact: true }).click();
    await expectLanguage(page, language);
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe(language);

    await page.reload();
    await expectLanguage(page, language);
    current = language;
  }
});
