import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSENT_KEY, expect, localizedPath, test, text } from './support/fixtures';
import type { Language } from './support/fixtures';

test.use({ consentDecided: false });

const t = (key: string, language: Language = 'es') => text(language, 'consent', key);

function banner(page: Page, language: Language = 'es') {
  return page.getByRole('region', { name: t('banner.title', language) });
}

async function storedChoice(page: Page): Promise<{ analytics: boolean; necessary: boolean } | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
  return raw ? (JSON.parse(raw) as { analytics: boolean; necessary: boolean }) : null;
}

test.describe('cookie banner', () => {
  test('asks on the first visit without blocking the page', async ({ page }) => {
    await page.goto('/contact');
    const notice = banner(page);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: t('banner.policyLink') })).toHaveAttribute(
      'href',
      '/cookies',
    );
    // Not a modal: nothing is hidden from assistive technology and the page keeps working behind it.
    await expect(page.locator('[aria-modal="true"]')).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('inert', /.*/);
    const name = page.getByRole('textbox', { name: text('es', 'contact', 'form.name') });
    await name.fill('Ana');
    await expect(name).toHaveValue('Ana');
    expect(await storedChoice(page)).toBeNull();
  });

  test('rejecting optional cookies is one click and is remembered across reloads', async ({ page }) => {
    await page.goto('/about');
    await banner(page)
      .getByRole('button', { name: t('banner.rejectOptional') })
      .click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toMatchObject({ necessary: true, analytics: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('accepting all is remembered', async ({ page }) => {
    await page.goto('/about');
    await banner(page)
      .getByRole('button', { name: t('banner.acceptAll') })
      .click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toMatchObject({ necessary: true, analytics: true });
  });

  test('lets the visitor choose categories, and the cookie policy reopens the settings', async ({ page }) => {
    await page.goto('/cookies');
    await banner(page)
      .getByRole('button', { name: t('banner.customize') })
      .click();
    const settings = page.getByRole('region', { name: t('banner.settingsTitle') });
    await expect(settings.getByRole('checkbox', { name: t('categories.necessary.title') })).toBeDisabled();
    await expect(settings.getByRole('checkbox', { name: t('categories.necessary.title') })).toBeChecked();
    const analytics = settings.getByRole('checkbox', { name: t('categories.analytics.title') });
    await expect(analytics).not.toBeChecked();
    await analytics.check();
    await settings.getByRole('button', { name: t('banner.save') }).click();
    await expect(settings).toHaveCount(0);
    expect(await storedChoice(page)).toMatchObject({ analytics: true });

    // The cookie policy's button reopens the settings with the stored choice, focused for keyboard users.
    const reopen = page.getByRole('button', { name: text('es', 'legal', 'common.cookieSettings') });
    await reopen.click();
    await expect(settings).toBeVisible();
    await expect(settings).toBeFocused();
    await expect(settings.getByRole('checkbox', { name: t('categories.analytics.title') })).toBeChecked();
    await settings.getByRole('button', { name: t('banner.rejectOptional') }).click();
    await expect(settings).toHaveCount(0);
    await expect(reopen).toBeFocused();
    expect(await storedChoice(page)).toMatchObject({ analytics: false });
  });
});

for (const language of ['es', 'ru'] as const) {
  test.describe(`cookie banner in ${language}`, () => {
    // A still carousel keeps the page unchanged while axe scans it.
    test.use({ language, reducedMotion: 'reduce' });

    test('has no axe violations, collapsed and expanded', async ({ page }) => {
      await page.goto(localizedPath(language, '/about'));
      const notice = banner(page, language);
      await expect(notice).toBeVisible();
      const collapsed = await new AxeBuilder({ page }).analyze();
      expect(collapsed.violations).toEqual([]);
      await notice.getByRole('button', { name: t('banner.customize', language) }).click();
      await expect(page.getByRole('region', { name: t('banner.settingsTitle', language) })).toBeVisible();
      const expanded = await new AxeBuilder({ page }).include('#cookie-banner').analyze();
      expect(expanded.violations).toEqual([]);
    });
  });
}
