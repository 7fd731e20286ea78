import { readFile } from 'node:fs/promises';
import { DEMO, es, signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('personal data export', () => {
  test('the demo client downloads a copy of their data from Settings, and it is their own', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO.user);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: es('account', 'settings.yourData.title') });
    await expect(section).toBeVisible();

    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: es('account', 'settings.yourData.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^costa-cantabria-data-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(section.getByText(es('account', 'settings.yourData.done'))).toBeVisible();

    const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      about: { format: string; controller: { name: string } };
      profile: { email: string };
      sessions: unknown[];
    };
    expect(data.about.format).toBe('costa-cantabria.personal-data');
    expect(data.about.controller.name).toContain('Costa Cantabria');
    expect(data.profile.email).toBe(DEMO.user.email);
    // At least the session this test signed in with.
    expect(data.sessions.length).toBeGreaterThan(0);
  });
});
