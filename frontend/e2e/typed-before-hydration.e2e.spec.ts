import type { APIRequestContext, Page } from '@playwright/test';
import { priceFormatFor } from './support/prices';
import { breakdownAmounts, purchaseCosts } from './support/purchase-costs';
import type { Rate } from '../src/lib/purchase-costs/rates';
import { expect, test, text } from './support/fixtures';
import { holdScripts, throttleCpu, waitForHydration } from './support/hydration';

/** The ITP of a resale of `priceEur` as a second home, by the rates in force, as its breakdown shows it. */
async function itpOf(
  request: APIRequestContext,
  priceEur: number,
): Promise<{ amount: number; shown: string }> {
  const { rates } = (await (await request.get('/api/purchase-costs/rates')).json()) as { rates: Rate[] };
  const costs = purchaseCosts(
    { priceEur, kind: 'resale', habitualResidence: false, specialCircumstances: false, withMortgage: false },
    rates,
  );
  const amount = costs.taxes[0].amount;
  return { amount, shown: priceFormatFor(breakdownAmounts(priceEur, costs))(amount) };
}

/** The figure of the ITP line of the breakdown. */
const itpLine = (page: Page) => page.getByTestId('line-itp').locator('dd').first();

test.describe('what a person types before the page hydrates', () => {
  // Nobody has answered the cookie banner: its appearance tells that the page has hydrated.
  test.use({ consentDecided: false });

  test('a price typed in the calculator before hydration is the one computed with, kept in the address and after a reload', async ({
    page,
    request,
  }) => {
    const [starting, typed] = [await itpOf(request, 450_000), await itpOf(request, 500_000)];
    // Resale, general rate of 9 %: 500,000 € pays 45,000 €.
    expect(typed.amount).toBe(45_000);
    await throttleCpu(page);
    const scripts = await holdScripts(page);

    // Opened, not awaited: the page's load waits for its scripts, held until the price is typed.
    const opening = page.goto('/calculator');
    const price = page.getByLabel(text('es', 'purchaseCosts', 'fields.price'));
    await expect(itpLine(page)).toHaveText(starting.shown);
    await price.fill('500000');
    // Nothing of the page's JavaScript has run: the figures are still the server's.
    expect(scripts.held().length).toBeGreaterThan(0);
    await expect(itpLine(page)).toHaveText(starting.shown);

    scripts.release();
    await opening;
    await waitForHydration(page, 'es');
    await expect(price).toHaveValue('500000');
    await expect(itpLine(page)).toHaveText(typed.shown);
    await expect(page).toHaveURL(/\/calculator\?price=500000$/);

    // The address is the figure: reloaded, the server renders it and the page shows it.
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain(typed.shown);
    await expect(price).toHaveValue('500000');
    await expect(itpLine(page)).toHaveText(typed.shown);
  });

  test('a search typed in the catalogue before hydration runs once the page hydrates', async ({
    page,
    request,
  }) => {
    const { total } = (await (await request.get('/api/properties?q=Comillas')).json()) as { total: number };
    await throttleCpu(page);
    const scripts = await holdScripts(page);

    const opening = page.goto('/properties');
    const box = page.getByRole('searchbox', { name: text('es', 'catalogue', 'search.text.label') });
    await box.fill('Comillas');
    expect(scripts.held().length).toBeGreaterThan(0);

    scripts.release();
    await opening;
    await waitForHydration(page, 'es');
    await expect(box).toHaveValue('Comillas');
    await expect(page).toHaveURL(/\/properties\?q=Comillas$/);
    await expect(
      page.getByRole('status').filter({
        hasText: text('es', 'catalogue', 'properties.count', {
          value: new Intl.NumberFormat('es').format(total),
        }),
      }),
    ).toBeVisible();
  });
});
