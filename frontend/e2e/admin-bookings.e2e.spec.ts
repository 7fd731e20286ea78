import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, es, field, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** An access token of the admin, as the SPA would hold it. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: DEMO.admin.email, password: DEMO.admin.password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * A pending booking of this test's own guest, recorded through the API: the sample bookings stay as the
 * other tests expect them.
 */
async function recordPendingBooking(
  request: APIRequestContext,
): Promise<{ guestName: string; bookingId: string; token: string }> {
  const guestName = `Elena Prueba ${randomBytes(3).toString('hex')}`;
  const token = await adminToken(request);
  const response = await request.post('/api/admin/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      propertyId: 'casona-montanesa-comillas',
      guestName,
      guestEmail: 'elena.prueba@example.com',
      checkIn: '2027-10-02',
      checkOut: '2027-10-09',
      guests: 3,
      totalPriceEur: 16_300,
      paymentStatus: 'pending',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { bookingId } = (await response.json()) as { bookingId: string };
  return { guestName, bookingId, token };
}

/** The figure shown above a label in one of the dashboard's labelled stat lists. */
function figure(page: Page, group: string, label: string) {
  return page
    .getByLabel(group, { exact: true })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('definition');
}

const pendingFigure = (page: Page) =>
  figure(page, es('admin', 'overview.bookings'), es('admin', 'paymentStatus.pending'));
const bookingsTable = (page: Page) => page.getByRole('table', { name: es('admin', 'bookings.caption') });

test.describe('admin bookings', () => {
  test('an admin finds a booking from the dashboard and marks it paid; the dashboard follows', async ({
    page,
    request,
  }) => {
    const { guestName: guest } = await recordPendingBooking(request);

    await signInThroughApi(page, DEMO.admin);
    await page.goto('/admin/dashboard');
    const pendingBefore = Number(await pendingFigure(page).textContent());
    expect(pendingBefore).toBeGreaterThanOrEqual(3);
    await expect(
      page.getByRole('link', { name: es('admin', 'dashboard.links.adminBookings.title') }),
    ).toHaveAttribute('href', '/admin/bookings');

    await page.getByRole('link', { name: es('admin', 'dashboard.seeAllBookings') }).click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('admin', 'bookings.title'));
    await expect(bookingsTable(page).getByRole('rowheader').first()).toHaveText(guest);

    // The payment filter lives in the address; every row shown is pending.
    await page
      .getByLabel(es('admin', 'bookings.filters.paymentStatus'))
      .selectOption({ label: es('admin', 'paymentStatus.pending') });
    await expect(page).toHaveURL(/paymentStatus=pending/);
    await expect(bookingsTable(page).getByRole('row')).toHaveCount(pendingBefore + 1);
    await expect(bookingsTable(page).getByRole('rowheader')).toContainText([guest, 'Stefan Trajkovski']);

    // The search narrows to the guest, case-insensitively.
    await field(page, es('admin', 'bookings.filters.search')).fill(guest.toUpperCase());
    await expect(page).toHaveURL(/q=ELENA/);
    await expect(bookingsTable(page).getByRole('rowheader')).toHaveText([guest]);
    const row = bookingsTable(page).getByRole('row').nth(1);
    await expect(row).toContainText('16.300 €');
    await expect(row).toContainText(es('admin', 'paymentStatus.pending'));

    // Only the allowed transitions are offered: paid or cancelled.
    const control = page.getByLabel(es('admin', 'bookings.changeOf', { name: guest }));
    await expect(control.locator('option:not([disabled])')).toHaveText([
      es('admin', 'bookings.markAs.paid'),
      es('admin', 'bookings.markAs.cancelled'),
    ]);
    await control.selectOption({ label: es('admin', 'bookings.markAs.paid') });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(guest);
    await dialog
      .getByRole('button', {
        name: es('admin', 'bookings.confirm.confirm', { status: es('admin', 'paymentStatus.paid') }),
      })
      .click();
    await expect(
      page.getByText(
        es('admin', 'bookings.done', { name: guest, status: es('admin', 'paymentStatus.paid') }),
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // Still filtered by pending: the booking leaves the list; without the filter it shows paid and final.
    await expect(bookingsTable(page)).toHaveCount(0);
    await page
      .getByLabel(es('admin', 'bookings.filters.paymentStatus'))
      .selectOption({ label: es('admin', 'bookings.filters.allStatuses') });
    await expect(row).toContainText(es('admin', 'paymentStatus.paid'));
    await expect(page.getByLabel(es('admin', 'bookings.changeOf', { name: guest }))).toHaveText(
      new RegExp(es('admin', 'bookings.markAs.refunded')),
    );

    await page.goto('/admin/dashboard');
    await expect(pendingFigure(page)).toHaveText(String(pendingBefore - 1));
  });

  test('a change someone else made meanwhile is never overwritten; phones get one card per booking', async ({
    page,
    request,
  }) => {
    const { guestName: guest, bookingId, token } = await recordPendingBooking(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page, DEMO.admin);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(guest)}`);
    const card = page.getByRole('list', { name: es('admin', 'bookings.caption') }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(guest);
    await expect(card).toContainText(es('admin', 'paymentStatus.pending'));

    // Another member of staff cancels the booking after this page loaded it.
    const cancelled = await request.put(`/api/admin/bookings/${bookingId}/payment-status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { paymentStatus: 'cancelled', expectedVersion: 1 },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await page
      .getByLabel(es('admin', 'bookings.changeOf', { name: guest }))
      .selectOption({ label: es('admin', 'bookings.markAs.paid') });
    await page
      .getByRole('dialog')
      .getByRole('button', {
        name: es('admin', 'bookings.confirm.confirm', { status: es('admin', 'paymentStatus.paid') }),
      })
      .click();
    const notice = page.getByRole('alert').filter({ hasText: es('admin', 'bookings.conflictTitle') });
    await expect(notice).toContainText(es('admin', 'bookings.conflict', { name: guest }));
    // The list was read again: the booking is cancelled, a final state with nothing left to change.
    await expect(card).toContainText(es('admin', 'paymentStatus.cancelled'));
    await expect(card).toContainText(es('admin', 'bookings.final'));
    await notice.getByRole('button', { name: es('admin', 'bookings.dismiss') }).click();
    await expect(notice).toBeHidden();
  });

  test('has no axe violations', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner);
    await page.goto('/admin/bookings');
    await expect(bookingsTable(page).getByRole('rowheader').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a client account on /admin/bookings is denied', async ({ page }) => {
    await signInThroughApi(page, DEMO.user);
    await page.goto('/admin/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('common', 'guards.deniedTitle'));
    await expect(bookingsTable(page)).toHaveCount(0);
  });
});
