import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { DEMO, es, signInThroughApi } from './support/accounts';
import { describeViolations } from './support/axe';
import { expect, test, waitForPage } from './support/fixtures';

const account = (key: string) => es('account', key);

/** WCAG's contrast ratio of two opaque `rgb(r, g, b)` colours as the browser computes them. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const colours = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });

test.describe('the client panel', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a tab opened for the first time keeps the page and its tab bar while the tab loads', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO.user);
    // The saved searches name their filters with the map's texts, a chunk fetched when the tab first opens:
    // held here until the tab bar has been seen to stay.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const mapTexts: string[] = [];
    await page.route(/\/assets\/map-[\w-]{8}\.js$/, async (route) => {
      mapTexts.push(route.request().url());
      await held;
      await route.continue();
    });

    await page.goto('/dashboard');
    await waitForPage(page);
    const tabBar = page.getByRole('tablist', { name: account('tabsLabel') });
    const searches = page.getByRole('tab', { name: account('tabs.searches') });
    await searches.click();
    await expect(page.getByRole('status').filter({ hasText: account('tabLoading') })).toBeAttached();
    expect(mapTexts).toHaveLength(1);
    await expect(tabBar).toBeVisible();
    await expect(searches).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1, name: account('title') })).toBeVisible();

    release();
    await expect(page.getByRole('list', { name: account('searches.listLabel') })).toBeVisible();
    await expect(tabBar).toBeVisible();
  });

  test('the undo toast over the dark footer: its button stands out and reads well', async ({ page }) => {
    await signInThroughApi(page, DEMO.user);
    await page.goto('/dashboard?tab=favorites');
    await waitForPage(page);
    const favorites = page.getByRole('list', { name: account('favorites.listLabel') });
    // The tab's list loads after the panel: count its favorites once the first is there.
    await expect(favorites.getByRole('listitem').first()).toBeVisible();
    const count = await favorites.getByRole('listitem').count();
    await favorites
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: es('common', 'favorites.remove') })
      .click();
    await expect(favorites.getByRole('listitem')).toHaveCount(count - 1);
    const undo = page.getByRole('button', { name: account('favorites.undo') });
    await expect(undo).toBeVisible();
    // The pointer rests on it, as a person's would while reading: the toast stays until it leaves.
    await undo.hover();

    // The page's end: the footer runs under the toast.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(async () => {
        const [button, under] = [await undo.boundingBox(), await footer.boundingBox()];
        return Boolean(
          button && under && button.y > under.y && button.y + button.height < under.y + under.height,
        );
      })
      .toBe(true);

    const toast = undo.locator('xpath=..');
    await toast.evaluate((element) => element.setAttribute('data-undo-toast', ''));
    const { violations } = await new AxeBuilder({ page }).include('[data-undo-toast]').analyze();
    expect(violations, describeViolations(violations)).toEqual([]);

    // A filled button whose shape stands out from the toast (WCAG 1.4.11: 3:1) and whose label reads on
    // it (1.4.3: 4.5:1), whatever lies under the toast.
    const [action, surface] = [await colours(undo), await colours(toast)];
    expect(action.background, 'the button is filled').toMatch(/^rgb\(/);
    expect(contrast(action.background, surface.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(action.text, action.background)).toBeGreaterThanOrEqual(4.5);

    await undo.click();
    await expect(favorites.getByRole('listitem')).toHaveCount(count);
  });
});
