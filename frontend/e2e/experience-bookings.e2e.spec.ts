import { adminHeaders, adminPage, field, registerInModal } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, localizedPath, test, text, waitForReact } from './support/fixtures';

test.use({ reducedMotion: 'reduce', language: 'en' });

const en = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('en', namespace, key, values);
const es = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

/** A VIP experience of the sample catalogue, priced per group for up to 10 guests a date. */
const EXPERIENCE = 'private-yacht-santander-bay';

/** A date a month ahead, as the date input takes it (YYYY-MM-DD). */
const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);

/** The booking this file made: cancelled at the end if the journey stopped before, freeing its places. */
const created: string[] = [];

test.afterAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const headers = await adminHeaders(request);
  for (const id of created) {
    const booking = await request.get(`/api/admin/bookings/${id}`, { headers });
    const { status, version } = (await booking.json()) as { status: string; version: number };
    if (status !== 'requested' && status !== 'confirmed') continue;
    await request.post(`/api/admin/bookings/${id}/cancel`, { headers, data: { expectedVersion: version } });
  }
  await request.dispose();
});

test('a visitor registers to book a VIP experience, the agency confirms it, and the client cancels it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const experiences = (await (await request.get('/api/experiences?type=vip')).json()) as {
    items: { id: string; title: { en?: string; es: string } }[];
  };
  const experience = experiences.items.find((item) => item.id === EXPERIENCE)!;
  const title = experience.title.en ?? experience.title.es;

  // A visitor asks to book: the auth modal opens in register mode, and the booking form comes back after it.
  await waitForReact(page, await page.goto(`${localizedPath('en', '/experiences')}?type=vip`));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: new RegExp(`^${en('bookings', 'action.registerToBook')}`) }).click();
  await registerInModal(page, {
    label: 'booking',
    firstName: 'Eleanor',
    lastName: 'Whitcombe',
  });

  const form = page.getByRole('dialog', { name: en('bookings', 'form.title', { title }) });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // Errors are told next to their fields before anything is sent; then the request goes out.
  await form.getByRole('button', { name: en('bookings', 'form.submit') }).click();
  await expect(field(form, en('bookings', 'form.date'))).toHaveAttribute('aria-invalid', 'true');
  await field(form, en('bookings', 'form.date')).fill(inAMonth());
  await field(form, en('bookings', 'form.time.experience')).fill('11:00');
  await field(form, en('bookings', 'form.guests')).fill('4');
  await field(form, en('bookings', 'form.phone')).fill('+44 20 7946 0958');
  await form.getByRole('button', { name: en('bookings', 'form.submit') }).click();
  await expect(page.getByText(en('bookings', 'form.sent'))).toBeVisible();

  // The agency confirms it from /admin/bookings, on the booking's own page with its history.
  const admin = await adminPage(browser, baseURL!);
  await waitForReact(admin, await admin.goto('/admin/bookings?status=requested&kind=experience'));
  await admin
    .getByRole('link', { name: es('admin', 'bookings.open', { name: 'Eleanor Whitcombe' }) })
    .first()
    .click();
  await expect(admin).toHaveURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
  created.push(admin.url().split('/').pop()!);
  const decisions = admin.getByRole('region', { name: es('admin', 'bookingDetail.actions.heading') });
  await expect(decisions).toBeVisible();
  await expectNoAxeViolations(admin);
  await decisions.getByRole('button', { name: es('admin', 'bookingDetail.actions.confirm') }).click();
  await admin
    .getByRole('dialog', { name: es('admin', 'bookingDetail.dialogs.confirm.title') })
    .getByRole('button', { name: es('admin', 'bookingDetail.dialogs.confirm.submit') })
    .click();
  const history = admin.getByRole('region', { name: es('adminHistory', 'panel.heading') });
  await expect(history).toContainText(es('adminHistory', 'types.BookingConfirmed'));
  await admin.context().close();

  // The client finds it confirmed in the dashboard and cancels it (more than 48 hours ahead).
  await page.goto(`${localizedPath('en', '/dashboard')}?tab=bookings`);
  const upcoming = page.getByRole('list', { name: en('account', 'bookings.upcoming') });
  const booking = upcoming.getByRole('listitem').filter({ hasText: title });
  await expect(booking).toContainText(en('account', 'bookings.status.confirmed'));
  await booking.getByRole('button', { name: en('account', 'bookings.cancel') }).click();
  await page
    .getByRole('dialog', { name: en('account', 'bookings.cancelTitle') })
    .getByRole('button', { name: en('account', 'bookings.cancelConfirm') })
    .click();
  await expect(booking).toContainText(en('account', 'bookings.status.cancelled'));

  // On a phone the tab fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
