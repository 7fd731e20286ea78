import { catalogue, expect, exactly, localizedPath, test, text } from './support/fixtures';
import { PUBLIC_ROUTES, expectedH1, listedProperties } from './support/routes';

test.describe('public routes', () => {
  test('/properties shows the six sample property cards', async ({ page, request }) => {
    const properties = await listedProperties(request);
    expect(properties).toHaveLength(6);

    await page.goto('/properties');
    const results = page.getByRole('region', { name: text('es', 'catalogue', 'properties.resultsHeading') });
    const cards = results.getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(6);
    await expect(cards).toHaveText(
      properties.map((property) => exactly(property.title.es)),
      { useInnerText: true },
    );
    for (const property of properties) {
      await expect(results.getByRole('link', { name: property.title.es, exact: true })).toHaveAttribute(
        'href',
        `/property/${property.id}`,
      );
    }
  });

  test('the home page leads to properties, services and experiences and sells the agency', async ({
    page,
  }) => {
    await page.goto('/');
    const t = (key: string) => text('es', 'home', key);
    for (const [key, href] of [
      ['discover.properties.title', '/properties'],
      ['discover.services.title', '/services'],
      ['discover.experiences.title', '/experiences'],
    ] as const) {
      await expect(page.getByRole('main').getByRole('link', { name: t(key), exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    for (const key of ['exclusiveProperties', 'premiumService', 'privilegedLocations']) {
      await expect(page.getByRole('heading', { level: 3, name: t(`points.${key}.title`) })).toBeVisible();
    }
    await page
      .getByRole('main')
      .getByRole('link', { name: t('cta.action') })
      .last()
      .click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('premium services: four services, each card toggles its details panel', async ({ page }) => {
    const t = (key: string) => text('es', 'catalogue', key);
    await page.goto('/premium-services');
    const toggles = page.getByRole('main').getByRole('button', { name: t('premium.showDetails') });
    await expect(toggles).toHaveCount(4);
    const first = toggles.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    const open = page.getByRole('main').getByRole('button', { name: t('premium.hideDetails') });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: t('premium.includes') })).toBeVisible();
    await open.click();
    await expect(page.getByRole('main').getByRole('button', { name: t('premium.showDetails') })).toHaveCount(
      4,
    );
  });

  for (const kind of ['properties', 'services', 'experiences'] as const) {
    test(`/${kind}-preview shows four locked teasers and opens registration`, async ({ page }) => {
      const t = (key: string) => text('es', 'previews', key);
      await page.goto(`/${kind}-preview`);
      await expect(page.getByRole('heading', { level: 1, name: t(`${kind}.title`) })).toBeVisible();
      await expect(page.getByRole('main').getByText(t('label'), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('prompt.title') })).toBeVisible();
      const teasers = page
        .getByRole('region', { name: t(`${kind}.gridHeading`) })
        .getByRole('heading', { level: 3 });
      await expect(teasers).toHaveCount(4);
      const locked = page.getByRole('button', { name: text('es', 'common', 'locked.registerToRequest') });
      await expect(locked).toHaveCount(4);

      await page.getByRole('button', { name: t('prompt.action') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: text('es', 'auth', 'register.title') })).toBeVisible();
    });
  }

  const aliases = [
    ['/propiedades-preview', '/properties-preview'],
    ['/servicios-preview', '/services-preview'],
    ['/experiencias-preview', '/experiences-preview'],
    ['/contacto', '/contact'],
  ] as const;
  for (const [alias, original] of aliases) {
    test(`the Spanish alias ${alias} shows the ${original} screen`, async ({ page }) => {
      const route = PUBLIC_ROUTES.find((candidate) => candidate.path === original);
      expect(route).toBeDefined();
      await page.goto(alias);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        exactly(expectedH1(route!, 'es') ?? ''),
      );
      await expect(page).toHaveURL(new RegExp(`${alias}$`));
    });
  }

  test('an unknown address answers 404 with a page that leads on, in the language of its address', async ({
    page,
  }) => {
    for (const language of ['es', 'en'] as const) {
      const response = await page.goto(localizedPath(language, '/no-such-page/at-all?x=1'));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/no-such-page\/at-all\?x=1$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        exactly(text(language, 'common', 'errors.missingPage.title')),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page
        .getByRole('main')
        .getByRole('link', { name: text(language, 'common', 'errors.missingPage.properties') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(language, '/properties')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        exactly(text(language, 'catalogue', 'properties.title')),
      );
    }
  });

  test('about shows the mission and the vision', async ({ page }) => {
    const t = (key: string) => text('es', 'about', key);
    await page.goto('/about');
    for (const part of ['mission', 'vision']) {
      await expect(page.getByRole('heading', { level: 2, name: t(`${part}.title`) })).toBeVisible();
      await expect(page.getByText(t(`${part}.body`))).toBeVisible();
    }
  });

  test('each legal text has its sections, a table of contents and links to the others', async ({ page }) => {
    for (const document of ['privacy', 'terms', 'cookies', 'legal'] as const) {
      await page.goto(`/${document}`);
      const { sections: content } = catalogue('es', 'legal')[document] as {
        sections: Record<string, unknown>;
      };
      const sections = Object.keys(content);
      const toc = page.getByRole('navigation', { name: text('es', 'legal', 'common.contents') });
      await expect(toc.getByRole('link')).toHaveCount(sections.length);
      for (const section of sections) {
        const title = text('es', 'legal', `${document}.sections.${section}.title`);
        await expect(
          page.getByRole('main').getByRole('heading', { level: 2, name: title, exact: true }),
        ).toBeVisible();
      }
      await expect(page.getByRole('main')).toContainText('info@costacantabria.es');
      await expect(page.getByRole('main')).not.toContainText('{{');
      const others = page.getByRole('navigation', { name: text('es', 'legal', 'common.otherDocuments') });
      await expect(others.getByRole('link')).toHaveCount(3);
    }
  });
});
