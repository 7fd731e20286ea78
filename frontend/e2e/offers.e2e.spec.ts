import { adminHeaders, adminPage, field, registerThroughApi, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, text } from './support/fixtures';

test.use({ reducedMotion: 'reduce', language: 'es' });

const es = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

// A sample property no other browser test reads by its address: it ends the test sold.
const PROPERTY = 'adosado-playa-salve-laredo';

/** A Madrid date `days` from today, as the date inputs take it. */
function madridDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 24 * 3600_000),
  );
}

test('a client offers, staff counter, the client accepts, staff reserve and complete: reserved, then sold, and the seller reads the week', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const property = (await (await request.get(`/api/properties/${PROPERTY}`)).json()) as {
    title: { es: string };
  };
  const title = property.title.es;
  // The agency holds the seller's mandate (the sample data give this property none).
  const headers = await adminHeaders(request);
  const mandate = await request.put(`/api/admin/properties/${PROPERTY}/mandate`, {
    headers,
    data: {
      exclusive: true,
      commissionPercent: 3,
      startsOn: madridDate(-30),
      endsOn: madridDate(150),
      askingPriceEur: 440_000,
    },
  });
  expect(mandate.status()).toBe(200);
  const seller = await request.post(`/api/admin/properties/${PROPERTY}/sellers`, {
    headers,
    data: {
      name: 'Elena Ruiz Sainz',
      email: 'elena.ruiz@example.com',
      phone: '+34 611 204 377',
      language: 'es',
    },
  });
  expect(seller.status()).toBe(201);
  const buyer = await registerThroughApi(request, 'offer');
  const buyerName = `${buyer.firstName} ${buyer.lastName}`;

  // The client makes an offer from the property page.
  await signInThroughApi(page, buyer);
  await page.goto(`/property/${PROPERTY}`);
  const panel = page.getByRole('region', { name: es('offers', 'make.heading') });
  // The page's sticky aside (price, viewing, offer, adviser) is taller than this 720-pixel window, so a
  // pointer click cannot scroll the button into view (scrolling moves the sticky aside with it): clicked in place.
  const open = panel.getByRole('button', { name: es('offers', 'make.open') });
  await expect(open).toBeEnabled();
  await open.dispatchEvent('click');
  const form = page.getByRole('dialog', { name: es('offers', 'make.title') });
  await expect(field(form, es('offers', 'fields.validUntil'))).toHaveValue(madridDate(14));
  await form.getByRole('button', { name: es('offers', 'make.submit') }).click();
  await expect(form.getByText(es('offers', 'errors.required'))).toBeVisible();
  await field(form, es('offers', 'fields.amount')).fill('400000');
  await field(form, es('offers', 'fields.financing')).selectOption('mortgage_approved');
  await field(form, es('offers', 'fields.conditions')).fill('Escritura antes de marzo.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: es('offers', 'make.submit') }).click();
  await expect(form.getByRole('heading', { name: es('offers', 'make.sent.title') })).toBeVisible();

  // Staff counter for the seller on the property editor's sale panel.
  const admin = await adminPage(browser, baseURL!);
  await admin.goto(`/admin/properties/edit/${PROPERTY}`);
  const sale = admin.getByRole('region', { name: es('adminSales', 'title'), exact: true });
  const offer = sale.getByRole('listitem').filter({ hasText: buyerName });
  await expect(offer).toContainText(es('offers', 'status.awaiting_seller'));
  await offer.getByRole('button', { name: es('adminSales', 'actions.present') }).click();
  await expect(offer.getByRole('button', { name: es('adminSales', 'actions.present') })).toHaveCount(0);
  await offer.getByRole('button', { name: es('adminSales', 'actions.counter') }).click();
  const counter = admin.getByRole('dialog', { name: es('adminSales', 'counter.title', { name: buyerName }) });
  await field(counter, es('offers', 'fields.amount')).fill('425000');
  await counter.getByRole('button', { name: es('offers', 'actions.sendCounter') }).click();
  await expect(offer).toContainText(es('offers', 'status.awaiting_buyer'));

  // The seller's report of the week, opened from the mandate panel's link (no account): the offer is in it.
  const links = admin.getByRole('group', {
    name: `${es('sellerReport', 'staff.heading')}: Elena Ruiz Sainz`,
  });
  const reportUrl = await links
    .getByRole('link', { name: es('sellerReport', 'staff.open') })
    .getAttribute('href');
  const sellerContext = await browser.newContext();
  const report = await sellerContext.newPage();
  await report.goto(reportUrl!);
  await expect(report.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(report.locator('[data-figure="offers"]')).toContainText('1');
  const offers = report.getByRole('region', { name: es('sellerReport', 'offers.heading') });
  await expect(offers.getByRole('row').filter({ hasText: '425.000' })).toContainText(
    es('sellerReport', 'offerStatus.awaiting_buyer'),
  );
  await expectNoAxeViolations(report);
  await sellerContext.close();

  // The client accepts the counter-offer in the panel's Offers tab.
  await page.goto('/dashboard?tab=offers');
  const card = page.getByRole('listitem', { name: title });
  await expect(card).toContainText(es('offers', 'status.awaiting_buyer'));
  await expect(card).toContainText('425.000');
  await card.getByRole('button', { name: es('offers', 'actions.accept') }).click();
  await page
    .getByRole('dialog', { name: es('offers', 'confirm.accept.title') })
    .getByRole('button', { name: es('offers', 'confirm.accept.confirm') })
    .click();
  await expect(card).toContainText(es('offers', 'status.accepted'));
  await expectNoAxeViolations(page);

  // Staff reserve (the deposit proposed at 10 %) and complete the sale at the deed.
  await admin.reload();
  const steps = sale.getByRole('group', { name: es('adminSales', 'deal.actions') });
  await steps.getByRole('button', { name: es('adminSales', 'deal.reserve.open') }).click();
  const reserve = admin.getByRole('dialog', { name: es('adminSales', 'deal.reserve.title') });
  await expect(field(reserve, es('adminSales', 'deal.reserve.amount'))).toHaveValue('42.500');
  await reserve.getByRole('button', { name: es('adminSales', 'deal.reserve.submit') }).click();
  await expect(sale).toContainText(es('adminSales', 'stage.reserved'));
  await page.goto(`/property/${PROPERTY}`);
  await expect(
    page.locator('main').getByText(es('catalogue', 'status.reserved'), { exact: true }).first(),
  ).toBeVisible();
  await steps.getByRole('button', { name: es('adminSales', 'deal.complete.open') }).click();
  const complete = admin.getByRole('dialog', { name: es('adminSales', 'deal.complete.title') });
  await field(complete, es('adminSales', 'deal.complete.date')).fill(madridDate(20));
  await complete.getByRole('button', { name: es('adminSales', 'deal.complete.submit') }).click();
  await expect(sale).toContainText(es('adminSales', 'stage.completed'));
  await expect(sale).toContainText(es('adminSales', 'deal.commission'));
  await admin.context().close();

  // The public page shows the property as sold, and takes no more offers.
  await page.goto(`/property/${PROPERTY}`);
  await expect(
    page.locator('main').getByText(es('catalogue', 'status.sold'), { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: es('offers', 'make.heading') })).toHaveCount(0);
});
