import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { CONSENT_KEY, exactly, expect, test, text, waitForPage } from './support/fixtures';

const es = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

/** The comparison's facts of each column, as the table shows them. */
const rowCells = (page: Page, row: string) => page.locator(`tr[data-row="${row}"] td`);

/** The table's rows that hold the same text for every property. */
async function equalRows(page: Page): Promise<string[]> {
  return page.locator('tr[data-row]').evaluateAll((rows) =>
    rows
      .filter((row) => {
        const cells = Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);
        return cells.every((cell) => cell === cells[0]);
      })
      .map((row) => row.getAttribute('data-row') ?? ''),
  );
}

test('a visitor compares four properties from the grid and shares the comparison by its address', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/properties');
  await waitForPage(page);
  const compareButton = (card: Locator) =>
    card.getByRole('button', { name: exactly(es('common', 'compare.button.add')) });
  const pressedButton = (card: Locator) =>
    card.getByRole('button', { name: exactly(es('common', 'compare.button.added')) });
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: exactly(es('common', 'compare.button.add')) }) });
  await expect(cards.nth(4)).toBeVisible();
  const chosen = await Promise.all(
    [0, 1, 2, 3, 4].map(async (index) => {
      const card = cards.nth(index);
      const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
      // The card's price, with its words for screen readers ("Precio: ") left out.
      const price = (
        await card
          .getByText(`${es('catalogue', 'property.priceLabel')}:`)
          .locator('..')
          .innerText()
      )
        .replace(`${es('catalogue', 'property.priceLabel')}:`, '')
        .trim();
      return { card: page.getByRole('listitem').filter({ hasText: title }), title, price };
    }),
  );

  for (const { card } of chosen.slice(0, 4)) {
    await compareButton(card).click();
    await expect(pressedButton(card)).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('complementary', { name: es('common', 'compare.tray.label') });
  await expect(tray).toContainText(es('common', 'compare.tray.count', { count: 4, max: 4 }));

  // A fifth asks which of the four it replaces; the fourth gives its place.
  await compareButton(chosen[4].card).click();
  const dialog = page.getByRole('dialog', { name: es('common', 'compare.replace.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await dialog
    .getByRole('button', { name: es('common', 'compare.replace.choice', { title: chosen[3].title }) })
    .click();
  await expect(dialog).toBeHidden();
  await expect(pressedButton(chosen[4].card)).toHaveAttribute('aria-pressed', 'true');
  await expect(compareButton(chosen[3].card)).toHaveAttribute('aria-pressed', 'false');
  const compared = [chosen[0], chosen[1], chosen[2], chosen[4]];

  await tray.getByRole('link', { name: es('common', 'compare.tray.open', { count: 4 }) }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[a-z0-9-]+(,[a-z0-9-]+){3}$/);
  await expect(page.getByRole('heading', { level: 1, name: es('compare', 'title') })).toBeVisible();
  // The tray stays off the comparison itself.
  await expect(tray).toBeHidden();
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveCount(4);
  for (const [index, { title, price }] of compared.entries()) {
    await expect(headers.nth(index)).toContainText(title);
    await expect(rowCells(page, 'price').nth(index)).toContainText(price);
  }

  // "Only the differences" hides a row where the four are alike and keeps one where they differ.
  const alike = (await equalRows(page))[0];
  expect(alike, 'the sample catalogue has a fact the four share').toBeDefined();
  const priceRow = page.locator('tr[data-row="price"]');
  const alikeRow = page.locator(`tr[data-row="${alike}"]`);
  await expect(alikeRow).toBeVisible();
  await page.getByRole('switch', { name: es('compare', 'onlyDifferences') }).check();
  await expect(alikeRow).toHaveCount(0);
  await expect(priceRow).toBeVisible();

  // Another visitor, in a browser of their own, opens the address and sees the same four.
  const address = page.url();
  const other = await browser.newContext({ baseURL });
  try {
    const visitor = await other.newPage();
    await visitor.addInitScript((key) => {
      const choice = { version: 1, necessary: true, analytics: false, decidedAt: new Date().toISOString() };
      window.localStorage.setItem(key, JSON.stringify(choice));
    }, CONSENT_KEY);
    await visitor.goto(address);
    const theirHeaders = visitor.getByRole('columnheader');
    await expect(theirHeaders).toHaveCount(4);
    for (const [index, { title, price }] of compared.entries()) {
      await expect(theirHeaders.nth(index)).toContainText(title);
      await expect(rowCells(visitor, 'price').nth(index)).toContainText(price);
    }
    // It is not yet theirs: they may keep it.
    await expect(visitor.getByText(es('compare', 'shared.message'))).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole('button', { name: es('compare', 'shared.adopt') }).click();
    await expect(visitor.getByText(es('compare', 'shared.message'))).toBeHidden();
    await visitor.goto('/properties');
    await expect(
      visitor.getByRole('complementary', { name: es('common', 'compare.tray.label') }),
    ).toContainText(es('common', 'compare.tray.count', { count: 4, max: 4 }));
  } finally {
    await other.close();
  }
});

test('on a phone the first column stays in place while the comparison scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ids = [
    'villa-sardinero-santander',
    'apartamento-centro-historico-santander',
    'atico-puerto-castro-urdiales',
    'casona-montanesa-comillas',
  ];
  await page.goto(`/compare?ids=${ids.join(',')}`);
  await expect(page.getByRole('columnheader')).toHaveCount(4);

  const scroller = page.getByRole('region', { name: es('compare', 'table.caption') });
  const fits = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(fits.scrollWidth).toBeGreaterThan(fits.clientWidth);
  // The page itself never scrolls sideways: only the table does, inside its frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const label = page.locator('tr[data-row="price"] th[scope="row"]');
  const firstPrice = rowCells(page, 'price').first();
  await label.scrollIntoViewIfNeeded();
  const before = { label: await label.boundingBox(), price: await firstPrice.boundingBox() };
  await scroller.evaluate((element) => element.scrollBy({ left: 400 }));
  await expect
    .poll(async () => (await firstPrice.boundingBox())?.x)
    .toBeLessThan((before.price?.x ?? 0) - 100);
  const after = await label.boundingBox();
  expect(after?.x).toBe(before.label?.x);
  await expect(label).toBeInViewport();
  await expectNoAxeViolations(page);
});
