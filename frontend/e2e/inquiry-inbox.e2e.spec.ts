import { randomBytes } from 'node:crypto';
import { adminHeaders, adminPage, field, registerThroughApi, signInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, text } from './support/fixtures';
import { recipients, waitForMail } from './support/mail';

test.use({ reducedMotion: 'reduce' });

const es = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);
const run = randomBytes(3).toString('hex');
const subject = `Visita al jardín ${run}`;

/** The inquiries this file sent: closed at the end, so the back office's count of new ones is as it was. */
const sent: string[] = [];

test.afterAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const headers = await adminHeaders(request);
  for (const id of sent) {
    await request.put(`/api/admin/inquiries/${id}/status`, { headers, data: { status: 'closed' } });
  }
  await request.dispose();
});

test('a client asks, the agency answers from its inbox, and the client reads the reply in the panel', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const client = await registerThroughApi(request, 'inbox');
  await signInThroughApi(page, client);

  // The signed-in client writes from the contact page.
  await page.goto('/contact');
  const form = page.getByRole('form', { name: es('contact', 'form.title') });
  await expect(form.getByRole('textbox', { name: es('contact', 'form.email') })).toHaveValue(client.email);
  await form.getByRole('textbox', { name: es('contact', 'form.subject') }).fill(subject);
  await form
    .getByRole('textbox', { name: es('contact', 'form.message') })
    .fill('¿Podríamos ver la casona el sábado por la mañana?');
  const accepted = page.waitForResponse((response) => response.url().endsWith('/api/inquiries'));
  await form.getByRole('button', { name: es('contact', 'form.submit') }).click();
  const { id } = (await (await accepted).json()) as { id: string };
  sent.push(id);

  // The admin finds it among the new ones, in an accessible inbox, and answers it.
  const admin = await adminPage(browser, baseURL!);
  await admin.goto(`/admin/inquiries?status=new&q=${run}`);
  const item = admin.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText(es('adminInquiries', 'status.new'));
  await expectNoAxeViolations(admin);
  await item.getByRole('link', { name: subject }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${id}$`));
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await field(admin, es('adminInquiries', 'detail.reply.field')).fill(
    'Con mucho gusto: le esperamos el sábado a las 11:00 en la casona.',
  );
  await admin.getByRole('button', { name: es('adminInquiries', 'detail.reply.submit') }).click();
  await expect(admin.getByText(es('adminInquiries', 'detail.reply.sent'))).toBeVisible();
  await expect(admin.getByText(es('adminInquiries', 'status.answered')).first()).toBeVisible();

  // The reply arrives by e-mail, threaded after the acknowledgement, answered to the agency.
  const reply = await waitForMail(
    (mail) => recipients(mail).includes(client.email.toLowerCase()) && mail.subject === `Re: ${subject}`,
  );
  expect(reply.headers['message-id']).toMatch(new RegExp(`^<inquiry-${id}-reply-[0-9a-f-]+@`));
  expect(reply.headers['in-reply-to']).toMatch(new RegExp(`^<inquiry-${id}@`));
  expect(reply.headers.references).toBe(reply.headers['in-reply-to']);
  expect(reply.text).toContain('le esperamos el sábado');

  // On a phone the detail keeps to the screen's width, with the reply form at hand.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(field(admin, es('adminInquiries', 'detail.reply.field'))).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.context().close();

  // The client reads it in the panel's Messages tab: unread at first, read once opened.
  await page.goto('/dashboard?tab=messages');
  const card = page.getByRole('listitem').filter({ hasText: subject });
  const unread = card.getByText(es('account', 'messages.unread', { count: 1 }));
  await expect(unread).toBeVisible();
  await expect(card).toContainText(es('account', 'messages.status.answered'));
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: es('account', 'messages.open') }).click();
  await expect(card.getByText('le esperamos el sábado a las 11:00')).toBeVisible();
  await expect(unread).toBeHidden();
});
