import type { APIRequestContext, Page } from '@playwright/test';
import { breakdownAmounts, mortgage, purchaseCosts } from './support/purchase-costs';
import type { Rate } from '../src/lib/purchase-costs/rates';
import { formatPrice, priceFormatFor } from './support/prices';
import { DEMO, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { exactly, expect, localizedPath, test, text, type Language } from './support/fixtures';
import { listedProperties } from './support/routes';

interface RateTable {
  version: number;
  rates: Rate[];
}

const rateTable = async (request: APIRequestContext): Promise<RateTable> =>
  (await (await request.get('/api/purchase-costs/rates')).json()) as RateTable;

/** A listing sold as a resale (built before last year), so the suggested kind is the one checked here. */
async function resaleListing(request: APIRequestContext) {
  const lastYear = new Date().getFullYear() - 1;
  for (const item of await listedProperties(request)) {
    const detail = (await (await request.get(`/api/properties/${item.id}`)).json()) as {
      id: string;
      price: { saleEur: number };
      specifications: { yearBuilt: number };
    };
    if (detail.specifications.yearBuilt < lastYear) return { id: detail.id, price: detail.price.saleEur };
  }
  throw new Error('No listing built before last year');
}

const costsSection = (page: Page, language: Language) =>
  page.getByRole('region', { name: exactly(text(language, 'purchaseCosts', 'section.title')) });

/** The figure of a line of the breakdown (its <dd> with the amount). */
const lineAmount = (page: Page, line: string) => page.getByTestId(line).locator('dd').first();

test.describe('what it costs', () => {
  test('a property page shows its purchase costs and mortgage, server-rendered, in Spanish and English', async ({
    page,
    request,
  }) => {
    const listing = await resaleListing(request);
    const { rates } = await rateTable(request);
    const costs = purchaseCosts(
      {
        priceEur: listing.price,
        kind: 'resale',
        habitualResidence: false,
        specialCircumstances: false,
        withMortgage: false,
      },
      rates,
    );
    // One precision for the whole breakdown: cents on every line when a line has cents.
    const amount = priceFormatFor(breakdownAmounts(listing.price, costs));
    // The server's page carries the breakdown with its figures (es-ES euros), before any script runs.
    const html = await (await request.get(`/property/${listing.id}`)).text();
    expect(html).toContain(text('es', 'purchaseCosts', 'section.title'));
    expect(html).toContain(amount(costs.grandTotal));

    const chartRequests: string[] = [];
    page.on('request', (sent) => {
      if (/uplot|amortisation-chart/i.test(sent.url())) chartRequests.push(sent.url());
    });

    for (const language of ['es', 'en'] as const) {
      const say = (key: string, values?: Record<string, string | number>) =>
        text(language, 'purchaseCosts', key, values);
      await page.goto(localizedPath(language, `/property/${listing.id}`));
      const section = costsSection(page, language);
      await expect(section).toBeVisible();
      await expect(lineAmount(page, 'line-itp')).toHaveText(amount(costs.taxes[0].amount));
      await expect(page.getByTestId('grand-total')).toContainText(amount(costs.grandTotal));
      await expect(section.getByText(say('estimate'))).toBeVisible();
      // Nothing of the chart is downloaded until the client opens the mortgage.
      expect(chartRequests).toEqual([]);

      // The section may still be hydrating: a click then is held and given again once it has (so Playwright's
      // check(), which wants the tick at once, does not fit); the visitor sees the tick a moment later.
      const wantsMortgage = section.getByLabel(say('fields.mortgage'));
      await wantsMortgage.click();
      await expect(wantsMortgage).toBeChecked();
      const downPayment = section.getByLabel(say('fields.downPayment'));
      await expect(downPayment).toHaveValue(String(Math.ceil(listing.price * 0.3)));
      const expected = (down: number) => {
        const loan = mortgage(
          { priceEur: listing.price, downPaymentEur: down, annualRatePct: 3, years: 25, resident: false },
          rates,
        );
        // The summary's figures share one precision (a payment to the cent puts cents on all of them).
        return priceFormatFor([loan.loan, loan.monthlyPayment, loan.totalInterest, loan.totalPaid])(
          loan.monthlyPayment,
        );
      };
      const monthly = page.getByTestId('monthly-payment').locator('dd').first();
      await expect(monthly).toHaveText(expected(Math.ceil(listing.price * 0.3)));
      // A smaller down payment: a larger loan, a higher payment, and the non-resident limit's warning.
      const smaller = Math.round(listing.price * 0.2);
      await downPayment.fill(String(smaller));
      await expect(monthly).toHaveText(expected(smaller));
      await expect(page.getByTestId('over-limit')).toBeVisible();
      await expect(page.getByTestId('amortisation-chart').locator('canvas')).toBeVisible();
      // The chart's code came when it was needed (on the second page it may come from the cache).
      if (language === 'es') expect(chartRequests.length).toBeGreaterThan(0);
      // Out of bounds: a message next to the field, no figures.
      await downPayment.fill(String(listing.price + 1));
      await expect(
        section.getByText(say('errors.overPrice', { max: formatPrice(listing.price) })),
      ).toBeVisible();
      chartRequests.length = 0;
    }
  });

  test('the owner changes a rate in the back office and the public calculator uses it', async ({
    page,
    request,
  }) => {
    const before = await rateTable(request);
    const general = before.rates.find((rate) => rate.key === 'itp_general')!;
    try {
      await signInThroughApi(page, DEMO.owner);
      await page.goto('/owner/purchase-costs');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        exactly(text('es', 'purchaseCosts', 'admin.title')),
      );
      const row = page.locator('fieldset[data-rate="itp_general"]');
      const rateField = row.getByLabel(text('es', 'purchaseCosts', 'admin.fields.ratePct'));
      // A rate above 100 % is refused next to its field, before anything is sent.
      await rateField.fill('120');
      await page.getByRole('button', { name: text('es', 'purchaseCosts', 'admin.save') }).click();
      await expect(row.getByText(text('es', 'purchaseCosts', 'admin.errors.invalidRate'))).toBeVisible();
      await expect(rateField).toBeFocused();
      await rateField.fill('8');
      await page.getByRole('button', { name: text('es', 'purchaseCosts', 'admin.save') }).click();
      await expect(page.getByText(text('es', 'purchaseCosts', 'admin.saved'))).toBeVisible();

      await page.goto('/calculator');
      await page.getByLabel(text('es', 'purchaseCosts', 'fields.price')).fill('300000');
      // 300,000 € × 8 % = 24,000 €, in whole euros like every other line of this breakdown.
      await expect(lineAmount(page, 'line-itp')).toHaveText(formatPrice(24_000));
      await expect(page.getByTestId('line-itp')).toContainText(general.source);
    } finally {
      // The table as it was, for every other test: saved again at the version now current.
      const login = await request.post('/api/auth/login', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { email: DEMO.owner.email, password: DEMO.owner.password, rememberMe: false },
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const now = await rateTable(request);
      const restored = await request.put('/api/admin/purchase-costs/rates', {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { expectedVersion: now.version, rates: before.rates },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });

  test('the calculator page is accessible, also on a phone with the mortgage open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      exactly(text('en', 'purchaseCosts', 'page.title')),
    );
    await page.getByLabel(text('en', 'purchaseCosts', 'fields.mortgage')).check();
    await expect(page.getByTestId('amortisation-chart').locator('canvas')).toBeVisible();
    await page.getByText(text('en', 'purchaseCosts', 'mortgage.table.show')).click();
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
