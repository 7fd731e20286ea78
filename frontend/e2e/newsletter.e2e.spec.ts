import { DEMO, es, signInThroughApi } from './support/accounts';
import AxeBuilder from '@axe-core/playwright';
import { describeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const TRANSLATIONS = {
  en: ['Summer hours', 'From June we open on Saturdays until 20:00.'],
  de: ['Sommeröffnungszeiten', 'Ab Juni sind wir samstags bis 20:00 Uhr für Sie da.'],
  ru: ['Летний график', 'С июня мы работаем по субботам до 20:00.'],
  mk: ['Летно работно време', 'Од јуни работиме во сабота до 20:00 часот.'],
} as const;

test.describe('monthly newsletter', () => {
  test.use({ reducedMotion: 'reduce' });

  test('staff write the month’s news in five languages, publish it and preview the letter, also on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('newsletter', 'admin.title'));

    await page.getByRole('button', { name: es('newsletter', 'admin.actions.new') }).click();
    const editor = page.getByRole('region', { name: es('newsletter', 'admin.newTitle') });
    const title = `Horario de verano ${Date.now()}`;
    await editor.getByLabel(es('newsletter', 'admin.fields.titleEs')).fill(title);
    await editor
      .getByLabel(es('newsletter', 'admin.fields.bodyEs'))
      .fill('Desde junio abrimos los sábados hasta las 20:00.');
    await editor.getByRole('button', { name: es('newsletter', 'admin.actions.save') }).click();

    const saved = page.getByRole('region', { name: es('newsletter', 'admin.editTitle') });
    for (const [language, [translatedTitle, body]] of Object.entries(TRANSLATIONS)) {
      const group = saved.getByRole('group', { name: es('newsletter', `languages.${language}`) });
      await group.getByLabel(es('newsletter', 'admin.fields.title')).fill(translatedTitle);
      await group.getByLabel(es('newsletter', 'admin.fields.body')).fill(body);
      await group.getByRole('button', { name: es('newsletter', 'admin.actions.saveTranslation') }).click();
      await expect(group).toContainText(es('newsletter', 'admin.translation.byHand'));
      await group.getByRole('button', { name: es('newsletter', 'admin.actions.review') }).click();
      await expect(group).toContainText(es('newsletter', 'admin.translation.reviewed'));
    }
    await saved.getByRole('button', { name: es('newsletter', 'admin.actions.publish') }).click();
    await expect(saved).toContainText(es('newsletter', 'admin.published'));

    const preview = page.getByRole('region', { name: es('newsletter', 'preview.title') });
    await preview.getByLabel(es('newsletter', 'preview.language')).selectOption('de');
    const letter = preview.frameLocator('iframe');
    // The news title is a heading of the letter, not a line of its text.
    await expect(letter.getByRole('heading', { level: 3, name: 'Sommeröffnungszeiten' })).toBeVisible();
    await expect(preview).toContainText(/Se enviará el .+, 09:00 a .+ suscrit/);
    // Months read as words, never as their YYYY-MM code.
    await expect(page.getByRole('main')).not.toContainText(/\b20\d\d-\d\d\b/);
    // The page itself; the letter in its sandboxed frame is an e-mail's markup, which runs no script for axe.
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
