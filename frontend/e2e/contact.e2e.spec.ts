import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, signIn, strongPassword, uniqueEmail } from './support/accounts';
import { expect, test, text, waitForPage } from './support/fixtures';
import { recipients, waitForMail } from './support/mail';

const AGENCY_EMAIL = 'info@costacantabria.es';
const t = (key: string, values?: Record<string, string | number>) => text('es', 'contact', key, values);
/**
 * Answers the form's POST /api/inquiries in the browser and hands over what it sent: the tests that send
 * for real are above, and the API allows five inquiries per address in ten minutes.
 */
async function captureInquiry(page: Page): Promise<() => Promise<Record<string, unknown>>> {
  let resolve: (body: Record<string, unknown>) => void = () => undefined;
  const body = new Promise<Record<string, unknown>>((done) => (resolve = done));
  await page.route('**/api/inquiries', async (route) => {
    resolve(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ id: 'x' }) });
  });
  return () => body;
}

/** The site's shared validation texts, the same on every form. */
const validation = (code: string) => text('es', 'common', `validation.${code}`);

function form(page: Page) {
  const root = page.getByRole('form', { name: t('form.title') });
  return {
    root,
    name: root.getByRole('textbox', { name: t('form.name') }),
    email: root.getByRole('textbox', { name: t('form.email') }),
    phone: root.getByRole('textbox', { name: t('form.phone') }),
    subject: root.getByRole('textbox', { name: t('form.subject') }),
    message: root.getByRole('textbox', { name: t('form.message') }),
    submit: root.getByRole('button', { name: t('form.submit') }),
  };
}

test.describe('contact page', () => {
  test('shows the agency e-mail, phone, address, hours and the three offices', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: t('hero.title') })).toBeVisible();
    const details = page.getByRole('region', { name: t('details.title') });
    await expect(details.getByRole('link', { name: AGENCY_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${AGENCY_EMAIL}`,
    );
    await expect(details.getByRole('link', { name: /^\+34 942/ })).toHaveAttribute('href', /^tel:\+34942/);
    await expect(details).toContainText('Santander');
    await expect(details).toContainText(t('details.hoursValue'));
    const offices = page.getByRole('region', { name: t('offices.title') });
    for (const office of ['castro-urdiales', 'laredo', 'santander']) {
      await expect(
        offices.getByRole('heading', { level: 3, name: t(`offices.${office}.name`) }),
      ).toBeVisible();
    }
  });

  test('a subject in the address starts the form with it, cut to the field’s limit', async ({ page }) => {
    await page.goto(`/contact?subject=${encodeURIComponent('Chef privado')}`);
    await expect(form(page).subject).toHaveValue('Chef privado');
    await expect(form(page).name).toHaveValue('');

    // Another subject in the address starts the form again; an overlong one is cut to the field's limit.
    await page.goto(`/contact?subject=${encodeURIComponent('x'.repeat(400))}`);
    await expect(form(page).subject).toHaveValue('x'.repeat(150));
  });

  test('shows each validation message next to its field, then sends the inquiry and e-mails the agency', async ({
    page,
  }) => {
    await page.goto('/contacto');
    const f = form(page);
    await expect(f.submit).toBeVisible();

    // Nothing filled in: every required field says so; the optional phone does not.
    await f.submit.click();
    const required = validation('required');
    for (const field of [f.name, f.email, f.subject, f.message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(required));
    }
    await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toBeFocused();

    // Wrong formats and lengths, with the server's rules.
    await f.name.fill('N'.repeat(121));
    await f.email.fill('ana.garcia@');
    await f.phone.fill('call me maybe');
    await expect(f.name).toHaveAccessibleDescription(t('validation.too_long', { max: 120 }));
    await expect(f.email).toHaveAccessibleDescription(validation('invalid_email'));
    expect(validation('invalid_email')).toBe('El correo electrónico no es válido');
    await expect(f.phone).toHaveAccessibleDescription(validation('invalid_phone'));
    await f.subject.fill('S'.repeat(151));
    await expect(f.subject).toHaveAccessibleDescription(t('validation.too_long', { max: 150 }));

    // Put right, each message goes away as the field becomes valid.
    const token = randomUUID().slice(0, 8);
    await f.name.fill('Ana García');
    await f.email.fill(`ana.${token}@example.com`);
    await f.phone.fill('+34 600 123 456');
    await f.subject.fill(`Villa en Santander ${token}`);
    await f.message.fill(`Me interesa visitar la villa del Sardinero la próxima semana. Ref ${token}.`);
    for (const field of [f.name, f.email, f.phone, f.subject, f.message]) {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }

    const request = page.waitForRequest(
      (req) => req.url().endsWith('/api/inquiries') && req.method() === 'POST',
    );
    await f.submit.click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ana García',
      email: `ana.${token}@example.com`,
      phone: '+34 600 123 456',
      subject: `Villa en Santander ${token}`,
      language: 'es',
    });

    await expect(page.getByRole('status').filter({ hasText: t('result.success') })).toBeVisible();
    await expect(f.message).toHaveValue('');

    // The InquirySent event reaches the worker, which e-mails the agency (SMTP capture of the e2e server).
    const mail = await waitForMail(
      (m) => recipients(m).includes(AGENCY_EMAIL) && JSON.stringify(m).includes(token),
    );
    expect(`${mail.subject}\n${mail.text}`).toContain(token);
  });

  test('keeps what the visitor wrote and shows the API field errors when the API rejects it', async ({
    page,
  }) => {
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Validation failed',
            details: [{ field: 'email', code: 'invalid_email', message: 'email must be an email' }],
          },
        }),
      }),
    );
    await page.goto('/contact');
    const f = form(page);
    await f.name.fill('Ana García');
    await f.email.fill('ana@example.com');
    await f.subject.fill('Consulta');
    await f.message.fill('Hola');
    await f.submit.click();

    await expect(page.getByRole('alert').filter({ hasText: t('result.error') })).toBeVisible();
    await expect(f.email).toHaveAccessibleDescription(validation('invalid_email'));
    await expect(f.email).toBeFocused();
    await expect(f.name).toHaveValue('Ana García');
    await expect(f.message).toHaveValue('Hola');
    await expect(f.submit).toBeEnabled();
  });

  test('disables the send button while the inquiry is on its way', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/inquiries', async (route) => {
      await held;
      await route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({ id: 'x' }),
      });
    });
    await page.goto('/contact');
    const f = form(page);
    await f.name.fill('Ana García');
    await f.email.fill('ana@example.com');
    await f.subject.fill('Consulta');
    await f.message.fill('Hola');
    await f.submit.click();
    await expect(f.root.getByRole('button', { name: t('form.sending') })).toBeDisabled();
    release();
    await expect(f.submit).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: t('result.success') })).toBeVisible();
  });

  test("a signed-in client's request on a property card opens the form about that property", async ({
    page,
    request,
  }) => {
    const [listed] = (
      (await (await request.get('/api/properties')).json()) as {
        items: { id: string; reference: string; title: { es: string } }[];
      }
    ).items;
    await page.goto('/properties');
    await signIn(page, DEMO.user.email, DEMO.user.password);
    await waitForPage(page);
    const request_ = text('es', 'common', 'locked.request');
    const propertyCard = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: listed.title.es, exact: true }),
    });
    await propertyCard.getByRole('button', { name: request_ }).click();
    await expect(
      page.getByText(text('es', 'common', 'locked.redirecting', { item: listed.title.es })),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?subject=[^&]+&property=/);
    const f = form(page);
    const subject = text('es', 'catalogue', 'inquiry.subjectValue', {
      title: listed.title.es,
      reference: listed.reference,
    });
    await expect(f.subject).toHaveValue(subject);
    await expect(f.email).toHaveValue(DEMO.user.email);

    // The inquiry names the property, so the agency and the client's panel know what it was about.
    const sent = await captureInquiry(page);
    await f.message.fill('Me gustaría recibir el dosier completo.');
    await f.submit.click();
    expect(await sent()).toMatchObject({ subject, propertyId: listed.id });
    await expect(page.getByRole('status').filter({ hasText: t('result.success') })).toBeVisible();
  });

  test('a signed-in client finds their name, e-mail and phone filled in from the profile, still editable', async ({
    page,
    request,
  }) => {
    const account = {
      email: uniqueEmail('prefill'),
      password: strongPassword(),
      firstName: 'Lucía',
      lastName: 'Sainz Prefill',
      phone: '+34 600 111 222',
    };
    const registered = await request.post('/api/auth/register', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { ...account, confirmPassword: account.password, acceptTerms: true, language: 'es' },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await page.goto('/contact');
    const f = form(page);
    await expect(f.name).toHaveValue('');
    await signIn(page, account.email, account.password);
    await expect(f.name).toHaveValue('Lucía Sainz Prefill');
    await expect(f.email).toHaveValue(account.email);
    await expect(f.phone).toHaveValue(account.phone);

    // Still the client's to change: another phone for this inquiry only.
    await f.phone.fill('+34 600 999 888');
    await f.subject.fill('Disponibilidad en verano');
    await f.message.fill('¿Qué villas quedan libres en agosto?');
    const sent = await captureInquiry(page);
    await f.submit.click();
    expect(await sent()).toMatchObject({
      name: 'Lucía Sainz Prefill',
      email: account.email,
      phone: '+34 600 999 888',
    });
    await expect(page.getByRole('status').filter({ hasText: t('result.success') })).toBeVisible();
    // Sent: the message is cleared, the sender's details from the profile stay for the next one.
    await expect(f.message).toHaveValue('');
    await expect(f.name).toHaveValue('Lucía Sainz Prefill');
    await expect(f.phone).toHaveValue(account.phone);
  });
});
