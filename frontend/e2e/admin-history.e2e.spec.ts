import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, DEMO, es, field, registerThroughApi, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { catalogue, expect, test } from './support/fixtures';
import { formatPrice } from './support/prices';
import { editableDetails } from './support/property-details';

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
      'position,time,type,module,entity_kind,entity_id,reference,actor_id,actor_name,actor_role,request_id,data,erased_paths',
    );
    expect(first).toContain(',UserRegistered,identity,user,');
  });

  test('dates the events in Macedonian on a Macedonian page, though Chromium ships no Macedonian data', async ({
    page,
  }) => {
    const mk = catalogue('mk', 'adminHistory') as { title: string; caption: string };
    await signInThroughApi(page, DEMO.owner);
    await page.goto('/mk/admin/history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mk.title);
    const times = page.getByRole('table', { name: mk.caption }).locator('tbody tr > td:first-child');
    await expect(times.first()).toBeVisible();
    const month = '(јан|фев|мар|апр|јун|јул|авг|сеп|окт|ное|дек)\\.|мај';
    for (const time of await times.allTextContents()) {
      expect(time).toMatch(new RegExp(`^\\d{1,2} (${month}) \\d{4} г\\., во \\d{2}:\\d{2}:\\d{2}$`));
    }
  });

  test('has no axe violations, with a row open', async ({ page }) => {
    await openHistory(page);
    const table = page.getByRole('table', { name: es('adminHistory', 'caption') });
    await table.getByText(es('adminHistory', 'showData')).first().click();
    await expectNoAxeViolations(page);
  });
});

/** The demo owner's Authorization header (deleting a property is the owner's). */
async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: DEMO.owner.email, password: DEMO.owner.password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

test.describe("an entity's history", () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

  test("an admin edits a property's price and title and reads both changes in the editor's history", async ({
    page,
    request,
  }) => {
    // A draft of its own, copied from a listed property through the API.
    const headers = await adminHeaders(request);
    const list = await request.get('/api/admin/properties', { headers });
    const [listed] = ((await list.json()) as { items: { id: string }[] }).items;
    const source = editableDetails(
      (await (await request.get(`/api/admin/properties/${listed.id}`, { headers })).json()) as Record<
        string,
        unknown
      >,
    );
    const run = randomBytes(3).toString('hex');
    const before = { title: `Villa del historial ${run}`, price: 1_850_000 };
    const details = {
      ...source,
      reference: `CC-HIS-${run.toUpperCase()}`,
      title: { es: before.title },
      price: { ...(source.price as object), saleEur: before.price },
    };
    const created = await request.post('/api/admin/properties', {
      headers,
      data: { details, status: 'draft' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    try {
      await signInThroughApi(page, DEMO.admin);
      await page.goto(`/admin/properties/edit/${id}`);
      const history = page.getByRole('region', { name: es('adminHistory', 'panel.heading') });
      await expect(history.locator('[data-event-type="PropertyListed"]')).toBeVisible();

      const after = { title: `Villa del historial renovada ${run}`, price: 1_720_000 };
      await field(page.locator('#section-basics'), es('adminProperties', 'form.fields.title')).fill(
        after.title,
      );
      await field(page.locator('#section-price'), es('adminProperties', 'form.fields.price.saleEur')).fill(
        String(after.price),
      );
      await page.getByRole('button', { name: es('adminProperties', 'form.save'), exact: true }).click();
      await expect(page.getByText(es('adminProperties', 'form.saved'), { exact: true })).toBeVisible();

      // The newest edit heads the history: who did it, and each field old and new.
      const revised = history.locator('[data-event-type="PropertyRevised"]').first();
      await expect(revised).toContainText(es('adminHistory', 'types.PropertyRevised'));
      await expect(revised).toContainText(es('common', 'account.roles.admin'));
      const changedTo = es('adminHistory', 'panel.changedTo');
      await expect(revised.locator('[data-path="title.es"]')).toHaveText(
        `${es('adminHistory', 'fields.title')} (ES): ${before.title} → ${changedTo} ${after.title}`,
      );
      await expect(revised.locator('[data-path="price.saleEur"]')).toHaveText(
        `${es('adminHistory', 'groups.price')} · ${es('adminHistory', 'fields.saleEur')}: ${formatPrice(before.price)} → ${changedTo} ${formatPrice(after.price)}`,
      );
      const priceChanged = history.locator('[data-event-type="PropertyPriceChanged"]').first();
      await expect(priceChanged.locator('[data-path="priceEur"]')).toContainText(formatPrice(before.price));
      await expectNoAxeViolations(page);
    } finally {
      // Deleted at the version it reached, so later test files see the sample catalogue alone.
      const owner = await ownerHeaders(request);
      const current = await request.get(`/api/admin/properties/${id}`, { headers: owner });
      const { version } = (await current.json()) as { version: number };
      const deleted = await request.delete(`/api/admin/properties/${id}?expectedVersion=${version}`, {
        headers: owner,
      });
      expect(deleted.ok(), await deleted.text()).toBe(true);
    }
  });

  test("the owner opens an account's page from the users list and reads its history", async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, 'user-detail');
    await signInThroughApi(page, DEMO.owner);
    await page.goto(`/owner/users?q=${encodeURIComponent(account.email)}`);
    const name = `${account.firstName} ${account.lastName}`;
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('admin', 'userDetail.meta.title'));
    await expect(page.getByRole('region', { name })).toContainText(account.email);
    const history = page.getByRole('region', { name: es('adminHistory', 'panel.heading') });
    await expect(history.locator('[data-event-type="UserRegistered"]')).toContainText(
      es('adminHistory', 'types.UserRegistered'),
    );
    // The owner reads the account's personal data in its history.
    await expect(history.locator('[data-path="email"]')).toContainText(account.email);
    await expect(
      page.getByRole('region', { name: es('admin', 'userDetail.ownerActions.heading') }),
    ).toBeVisible();
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
