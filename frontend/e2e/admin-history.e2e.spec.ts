import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, es, registerThroughApi, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { catalogue, expect, test } from './support/fixtures';

// What the Spanish back office calls each event type.
const TYPE_LABELS = Object.values(
  (catalogue('es', 'adminHistory') as { types: Record<string, string> }).types,
);

async function openHistory(page: Page, address = '/admin/history') {
  await signInThroughApi(page, DEMO.owner);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('adminHistory', 'title'));
}

test.describe('event history', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

  test('the owner reads the newest events, filters by type, opens the data and exports CSV', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, 'history');
    await openHistory(page);

    const table = page.getByRole('table', { name: es('adminHistory', 'caption') });
    const types = table.getByRole('rowheader');
    await expect(types.first()).toBeVisible();
    // Every type reads in words, none as the code the log stores.
    for (const type of await types.allTextContents()) expect(TYPE_LABELS).toContain(type);

    await page
      .getByLabel(es('adminHistory', 'filters.type'))
      .selectOption({ label: es('adminHistory', 'types.UserRegistered') });
    await expect(page).toHaveURL(/[?&]type=UserRegistered(&|$)/);
    await expect(types.first()).toHaveText(es('adminHistory', 'types.UserRegistered'));
    await expect(types).toHaveText(
      Array.from({ length: await types.count() }, () => es('adminHistory', 'types.UserRegistered')),
    );

    // The newest registration is the test's: the owner sees its data unmasked.
    const newest = table.getByRole('row').nth(1);
    await newest.getByText(es('adminHistory', 'showData')).click();
    await expect(newest.locator('pre')).toContainText(account.email);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: es('adminHistory', 'export') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^history-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const [head, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(head).toBe(
      'position,time,type,module,entity_kind,entity_id,reference,actor_id,actor_name,actor_role,request_id,data',
    );
    expect(first).toContain(',UserRegistered,identity,user,');
  });

  test('has no axe violations, with a row open', async ({ page }) => {
    await openHistory(page);
    const table = page.getByRole('table', { name: es('adminHistory', 'caption') });
    await table.getByText(es('adminHistory', 'showData')).first().click();
    await expectNoAxeViolations(page);
  });
});

test.describe('event history on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });

  test('shows the events as cards without horizontal scrolling', async ({ page }) => {
    await openHistory(page);
    const cards = page.getByRole('list', { name: es('adminHistory', 'caption') });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await cards.getByText(es('adminHistory', 'showData')).first().click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
