import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { describeViolations } from './support/axe';
import { expect, exactly, localizedPath, test, text, type Language } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { listenForPageReads, listenForProblems } from './support/page-watch';
import {
  PUBLIC_ROUTES,
  expectedH1,
  listedProperties,
  resolvePath,
  waitForContent,
  type PublicRoute,
} from './support/routes';

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

const TEMPLATES = [...new Set(PUBLIC_ROUTES.map((route) => route.template))];

// Every public route, in Spanish and in Russian, as a visitor's browser meets it: one test per page template
// and language, visiting each route of the template in turn. Nobody has answered the cookie banner: its
// appearance tells that the page has hydrated, and axe checks it with the page.
test.use({ consentDecided: false, viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'parallel' });

for (const language of ['es', 'ru'] as const) {
  test.describe(`public pages in ${language}`, () => {
    test.use({ language });
    for (const template of TEMPLATES) {
      const routes = PUBLIC_ROUTES.filter((route) => route.template === template);
      const title =
        `${template} (${routes.map((route) => route.path).join(', ')}) in ${language}: rendered by the server, ` +
        `hydrated without a warning, titled, no axe violations` +
        (language === 'es' ? '; screenshots at 1440 and 375 px' : '');
      test(title, async ({ page, request }, testInfo) => {
        const problems = listenForProblems(page);
        const reads = listenForPageReads(page);
        for (const route of routes) {
          const path = localizedPath(language, await resolvePath(route, request));
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          const h1 = await pageHeading(route, language, request);
          // The page's content is in the HTML itself, before any script ran.
          expect(await response!.text(), path).toContain(h1.split(' ')[0]);
          await waitForHydration(page, language);
          await waitForContent(page, route);
          await expectNamed(page, route, language, h1);
          await page.waitForLoadState('networkidle');
          expect(problems, path).toEqual([]);
          expect(reads, `${path} read again what the server had rendered`).toEqual([]);
          // axe's default rule set: WCAG 2.x A/AA (2.2 included) and its best practices.
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect.soft(violations, `${path}: ${describeViolations(violations)}`).toEqual([]);
        }
        if (language === 'es') {
          // The template's last route as a visitor sees it once the banner is answered.
          const route = routes[routes.length - 1];
          await page.getByRole('button', { name: text('es', 'consent', 'banner.rejectOptional') }).click();
          await screenshot(page, testInfo, `${route.slug}-1440`);
          await page.setViewportSize({ width: 375, height: 812 });
          await waitForContent(page, route);
          await screenshot(page, testInfo, `${route.slug}-375`);
        }
      });
    }
  });
}

/** The page's h1: from the catalogues, or the first listed property's title in the page's language. */
async function pageHeading(
  route: PublicRoute,
  language: Language,
  request: Parameters<typeof listedProperties>[0],
): Promise<string> {
  const fromCatalogue = expectedH1(route, language);
  if (fromCatalogue) return fromCatalogue;
  const [first] = await listedProperties(request);
  return first.title[language] ?? first.title.es;
}

/** The page names itself: its h1, <html lang>, its document title and description in its language. */
async function expectNamed(page: Page, route: PublicRoute, language: Language, h1: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly(h1));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const pageTitle = route.metaTitle ? text(language, route.metaTitle.ns, route.metaTitle.key) : h1;
  await expect(page).toHaveTitle(`${pageTitle} · ${text(language, 'common', 'brand.name')}`);
  const description = page.locator('meta[name="description"]');
  if (route.metaDescription) {
    await expect(description).toHaveAttribute(
      'content',
      text(language, route.metaDescription.ns, route.metaDescription.key),
    );
  } else {
    await expect(description).toHaveAttribute('content', /\S{3,}/);
  }
}
