import { DEMO, es, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, localizedPath, test, text } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

/** The sample whose English subtitle the demo seeds as a machine translation. */
const PROPERTY = '/property/duplex-acantilado-suances';

test('an English reader sees the automatic-translation note until an admin marks the translation reviewed', async ({
  page,
}) => {
  const note = (language: 'es' | 'en') =>
    page.getByText(text(language, 'common', 'translation.automaticNote'));

  await page.goto(localizedPath('en', PROPERTY));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(note('en')).toBeVisible();
  // Spanish is the source: no note.
  await page.goto(PROPERTY);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(note('es')).toHaveCount(0);

  await signInThroughApi(page, DEMO.admin);
  await page.goto('/admin/properties/edit/duplex-acantilado-suances');
  const translations = page.locator('#section-translations');
  await expect(translations).toBeVisible();
  // English is the tab open first; the seeded machine translation is the only automatic one.
  await expect(
    translations.getByText(es('common', 'translation.status.machine'), { exact: true }),
  ).toHaveCount(1);
  await expect(
    translations.getByText(es('common', 'translation.status.hand'), { exact: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await translations.getByRole('button', { name: es('common', 'translation.markReviewed') }).click();
  await expect(page.getByText(es('common', 'translation.reviewed'))).toBeVisible();
  await expect(
    translations.getByText(es('common', 'translation.status.reviewed'), { exact: true }),
  ).toHaveCount(1);
  await expect(
    translations.getByText(es('common', 'translation.status.machine'), { exact: true }),
  ).toHaveCount(0);

  await page.goto(localizedPath('en', PROPERTY));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(note('en')).toHaveCount(0);
});
