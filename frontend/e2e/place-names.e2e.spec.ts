import { expect, localizedPath, test } from './support/fixtures';

/** A sample villa in El Sardinero, Santander. */
const VILLA = '/property/villa-sardinero-santander';

test.describe('place names', () => {
  test('a Russian or Macedonian property page names its place in Cyrillic above the title, server-rendered too', async ({
    page,
    request,
  }) => {
    for (const [language, place] of [
      ['ru', 'Эль-Сардинеро, Сантандер'],
      ['mk', 'Ел Сардинеро, Сантандер'],
    ] as const) {
      const html = await (await request.get(localizedPath(language, VILLA))).text();
      expect(html).toContain(place);

      await page.goto(localizedPath(language, VILLA));
      const eyebrow = page.locator('header', { has: page.locator('h1#property-title') }).locator('.eyebrow');
      await expect(eyebrow).toContainText(place);
      await expect(eyebrow).not.toContainText(/[A-Za-z]/);
    }
  });

  test('the location filter and the cards name their towns in the reader’s language', async ({ page }) => {
    await page.goto(localizedPath('ru', '/properties'));
    await expect(page.getByRole('checkbox', { name: 'Сантандер', exact: true })).toBeVisible();
    await expect(page.getByText('Эль-Сардинеро, Сантандер').first()).toBeVisible();
  });
});
