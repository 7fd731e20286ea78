import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { adminHeaders, adminPage, field, registerInModal } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, localizedPath, test, text, waitForReact } from './support/fixtures';
import { recipients, waitForMail } from './support/mail';

test.use({ reducedMotion: 'reduce', language: 'en' });

const en = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('en', namespace, key, values);
const es = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

const PROPERTY = 'villa-sardinero-santander';
const DAY = 24 * 3600_000;

/** A weekday in Madrid at least `daysAhead` days from now, as the date input takes it (YYYY-MM-DD). */
function madridWeekday(daysAhead: number): string {
  for (let day = daysAhead; ; day++) {
    const when = new Date(Date.now() + day * DAY);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', weekday: 'short' }).format(
      when,
    );
    if (weekday !== 'Sat' && weekday !== 'Sun') {
      return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(when);
    }
  }
}

/** The viewings this file created: cancelled at the end, so the agent's hours are free again. */
const created: string[] = [];

test.afterAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const headers = await adminHeaders(request);
  for (const id of created) {
    await request.post(`/api/admin/viewings/${id}/cancel`, { headers, data: { reason: null } });
  }
  await request.dispose();
});

test('a visitor registers to request a viewing, the agency confirms it, and the invitation arrives', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const property = (await (await request.get(`/api/properties/${PROPERTY}`)).json()) as {
    title: { en?: string; es: string };
  };
  const title = property.title.en ?? property.title.es;

  // A visitor asks for a viewing: the auth modal opens in register mode, and the form comes back after it.
  await waitForReact(page, await page.goto(localizedPath('en', `/property/${PROPERTY}`)));
  const panel = page.getByRole('region', { name: en('viewings', 'request.heading') });
  await panel.getByRole('button', { name: en('viewings', 'request.open') }).click();
  const { email } = await registerInModal(page, {
    label: 'viewing',
    firstName: 'Charlotte',
    lastName: 'Ashworth',
  });

  const form = page.getByRole('dialog', { name: en('viewings', 'request.title') });
  await expect(form).toBeVisible();
  await expect(form.getByText(en('viewings', 'slots.timezoneNote'))).toBeVisible();
  await expectNoAxeViolations(page);

  // The form answers next to the field before sending: a time is needed.
  await field(form, en('viewings', 'slots.date')).fill(madridWeekday(5));
  await form.getByRole('button', { name: en('viewings', 'request.submit') }).click();
  await expect(form.getByText(en('viewings', 'errors.required_time'))).toBeVisible();
  await field(form, en('viewings', 'slots.time')).selectOption('16:00');
  await field(form, en('viewings', 'slots.mode')).selectOption('in_person');
  await field(form, en('viewings', 'request.phone')).fill('+44 20 7946 0958');
  await field(form, en('viewings', 'request.message')).fill('We would love to see the garden.');
  await form.getByRole('button', { name: en('viewings', 'request.submit') }).click();
  await expect(form.getByRole('heading', { name: en('viewings', 'request.sent.title') })).toBeVisible();

  // The agency confirms it from the list of requests, with the admin as the agent (the default).
  const admin = await adminPage(browser, baseURL!);
  // The calendar opens on the week of the next request waiting (in half-hour rows), under a notice that
  // counts those waiting and lists them at a click.
  await waitForReact(admin, await admin.goto('/admin/viewings'));
  await expect(admin.getByRole('rowheader', { name: '10:30' })).toBeVisible();
  const notice = admin.getByRole('status').filter({ hasText: /solicitud(es)? de visita por atender/ });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: es('viewings', 'admin.awaiting.showAll') }).click();
  await expect(field(admin, es('viewings', 'admin.filters.status'))).toHaveValue('requested');
  const row = admin.getByRole('row').filter({ hasText: 'Charlotte Ashworth' });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(admin);
  await row.getByRole('button', { name: es('viewings', 'admin.actions.manage') }).click();
  const manage = admin.getByRole('dialog', { name: es('viewings', 'admin.manage.title') });
  await manage
    .getByRole('button', { name: es('viewings', 'admin.actions.confirmSlot', { number: 1 }) })
    .click();
  await expect(admin.getByText(es('viewings', 'admin.done.confirmed'))).toBeVisible();
  await admin.getByRole('button', { name: es('viewings', 'admin.views.week'), exact: true }).click();
  await expect(admin.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.context().close();

  // The client sees it confirmed among the upcoming appointments, and on a phone it fits the screen.
  await page.goto(`${localizedPath('en', '/dashboard')}?tab=appointments`);
  const upcoming = page.getByRole('list', { name: en('account', 'appointments.upcoming') });
  const card = upcoming.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText(en('viewings', 'status.confirmed'));
  await expect(card.getByRole('button', { name: en('account', 'appointments.addToCalendar') })).toBeVisible();
  created.push((await card.getAttribute('data-viewing-id'))!);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: en('account', 'appointments.addToCalendar') }).click();
  const file = await (await download).path();
  const ics = await readFile(file, 'utf8');
  expect(ics).toContain('METHOD:PUBLISH');
  expect(ics).toContain(`UID:viewing-${created[0]}@`);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // The confirmation e-mail carries the invitation: METHOD:REQUEST, the viewing's UID, 16:00 in Madrid.
  const mail = await waitForMail(
    (candidate) =>
      recipients(candidate).includes(email) && candidate.subject === `Your viewing is confirmed: ${title}`,
    { timeoutMs: 30_000 },
  );
  const invitation = mail.attachments.find((part) => part.contentType.startsWith('text/calendar'));
  expect(invitation, JSON.stringify(mail.attachments.map((part) => part.contentType))).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(invitation!.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(String(event.getFirstPropertyValue('uid'))).toMatch(new RegExp(`^viewing-${created[0]}@`));
  const start = (event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate();
  expect(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
    }).format(start),
  ).toBe('16:00');
});
