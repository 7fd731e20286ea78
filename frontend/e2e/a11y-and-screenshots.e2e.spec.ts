import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { describeViolations } from './support/axe';
import { expect, localizedPath, test } from './support/fixtures';
import { PUBLIC_ROUTES, resolvePath, waitForContent } from './support/routes';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  // Let images decode and fonts settle so the artifact shows the finished page.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = Array.from(document.images).filter((image) => !image.complete);
    // Lazy images far below the fold would never start loading: the full-page screenshot wants them all.
    for (const image of pending) image.loading = 'eager';
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

// A still carousel keeps the page unchanged while axe scans it and the screenshots are taken.
test.use({ reducedMotion: 'reduce' });
// Every page is checked on its own: the file's tests spread over all workers (the longest file by far).
test.describe.configure({ mode: 'parallel' });

for (const language of ['es', 'ru'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ language, viewport: { width: 1440, height: 900 } });

    for (const route of PUBLIC_ROUTES) {
      const title =
        language === 'es'
          ? `${route.path}: no axe violations in es; screenshots at 1440 and 375 px`
          : `${route.path}: no axe violations in ru`;
      test(title, async ({ page, request }, testInfo) => {
        await page.goto(localizedPath(language, await resolvePath(route, request)));
        await waitForContent(page, route);
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        // axe's default rule set: WCAG 2.x A/AA (2.2 included) and its best practices.
        const results = await new AxeBuilder({ page }).analyze();

        if (language === 'es') {
          await screenshot(page, testInfo, `${route.slug}-1440`);
          await page.setViewportSize({ width: 375, height: 812 });
          await waitForContent(page, route);
          await screenshot(page, testInfo, `${route.slug}-375`);
        }

        expect(results.violations, describeViolations(results.violations)).toEqual([]);
      });
    }
  });
}
