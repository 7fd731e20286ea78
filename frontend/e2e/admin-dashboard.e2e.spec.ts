import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, es, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The e2e server runs in local mode: the sample catalogue and the six sample bookings are there. Other
// tests (admin-bookings) record bookings of their own in the same database, so the booking figures and the
// latest bookings are compared with what the API answers, on top of the sample bookings.
const SAMPLE_GUESTS = [
  'Javier Ruiz Cobo',
  'Stefan Trajkovski',
  'Anna Petrova',
  'Lucía Fernández Ortega',
  'Markus Weber',
  'Charlotte Hughes',
];

interface DashboardAnswer {
  bookings: { total: number; byPaymentStatus: Record<string, number>; byStatus: Record<string, number> };
  latestBookings: { guestName: string | null }[];
  viewingsAwaiting: number;
}

/** The dashboard as the API answers it to the owner. */
async function dashboardFromApi(request: APIRequestContext): Promise<DashboardAnswer> {
  const login = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: DEMO.owner.email, password: DEMO.owner.password, rememberMe: false },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await request.get('/api/admin/dashboard', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardAnswer;
}

async function openDashboard(page: Page, role: 'owner' | 'admin') {
  await signInThroughApi(page, DEMO[role]);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('admin', 'dashboard.title'));
}

/** The figure shown above a label in one of the dashboard's labelled stat lists. */
function figure(page: Page, group: string, label: string) {
  return page
    .getByLabel(group, { exact: true })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('definition');
}

test.describe('admin dashboard', () => {
  test('shows the catalogue and booking figures, the five latest bookings and every admin screen', async ({
    page,
    request,
  }) => {
    const answer = await dashboardFromApi(request);
    expect(answer.bookings.total).toBeGreaterThanOrEqual(SAMPLE_GUESTS.length);
    await openDashboard(page, 'owner');

    const catalogue = es('admin', 'overview.catalogue');
    await expect(figure(page, catalogue, es('admin', 'overview.properties'))).toHaveText('6');
    await expect(figure(page, catalogue, es('admin', 'overview.services'))).toHaveText('10');
    await expect(figure(page, catalogue, es('admin', 'overview.premiumServices'))).toHaveText('4');
    await expect(figure(page, catalogue, es('admin', 'overview.vipExperiences'))).toHaveText('3');
    const bookings = es('admin', 'overview.bookings');
    await expect(figure(page, bookings, es('admin', 'overview.bookingsTotal'))).toHaveText(
      String(answer.bookings.total),
    );
    await expect(figure(page, bookings, es('admin', 'paymentStatus.pending'))).toHaveText(
      String(answer.bookings.byPaymentStatus.pending),
    );
    await expect(figure(page, bookings, es('admin', 'overview.bookingsRequested'))).toHaveText(
      String(answer.bookings.byStatus.requested),
    );
    await expect(
      figure(page, es('admin', 'overview.viewings'), es('admin', 'overview.viewingsAwaiting')),
    ).toHaveText(String(answer.viewingsAwaiting));

    const table = page.getByRole('table', { name: es('admin', 'latest.caption') });
    // A client erased since reads as such (another spec may have erased one).
    await expect(table.getByRole('rowheader')).toHaveText(
      answer.latestBookings.map((b) => b.guestName ?? es('common', 'personErased')),
    );
    // The newest sample booking, with its total and payment state.
    const javier = table.getByRole('row').filter({ hasText: 'Javier Ruiz Cobo' });
    await expect(javier).toContainText('14.000 €');
    await expect(javier).toContainText(es('admin', 'paymentStatus.refunded'));

    for (const [key, href] of [
      ['adminProperties', '/admin/properties'],
      ['newProperty', '/admin/properties/new'],
      ['adminBookings', '/admin/bookings'],
      ['adminViewings', '/admin/viewings'],
      ['adminServices', '/admin/services'],
      ['adminExperiences', '/admin/experiences'],
      ['adminHistory', '/admin/history'],
      ['users', '/owner/users'],
      ['purchaseCosts', '/owner/purchase-costs'],
    ]) {
      await expect(
        page.getByRole('link', { name: es('admin', `dashboard.links.${key}.title`) }),
      ).toHaveAttribute('href', href);
    }
  });

  test('has no axe violations', async ({ page }) => {
    await openDashboard(page, 'owner');
    await expect(page.getByRole('table', { name: es('admin', 'latest.caption') })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('admins see the same figures but no user management', async ({ page }) => {
    await openDashboard(page, 'admin');
    await expect(
      page.getByRole('table', { name: es('admin', 'latest.caption') }).getByRole('rowheader'),
    ).toHaveCount(5);
    await expect(page.getByRole('link', { name: es('admin', 'dashboard.links.users.title') })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: es('admin', 'dashboard.links.adminProperties.title') }),
    ).toBeVisible();
  });
});
