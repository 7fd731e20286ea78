import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, text } from './support/fixtures';
import { recipients, waitForMail } from './support/mail';

const AGENCY_EMAIL = 'info@costacantabria.es';
const t = (key: string, values?: Record<string, string | number>) => text('es', 'contact', key, values);

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

  test("a premium service's booking button opens the form with a booking request as the subject", async ({
    page,
  }) => {
    await page.goto('/premium-services');
    const book = text('es', 'catalogue', 'premium.book');
    const card = page.getByRole('listitem').filter({ hasText: 'Chef privado' });
    await card
      .getByRole('button', { name: new RegExp(text('es', 'catalogue', 'premium.showDetails')) })
      .click();
    await card.getByRole('link', { name: new RegExp(`^${book}`) }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    const subject = text('es', 'catalogue', 'premium.bookingSubject', { title: 'Chef privado' });
    await expect(form(page).subject).toHaveValue(subject);
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
    const required = t('validation.required');
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
    await expect(f.email).toHaveAccessibleDescription(t('validation.invalid_email'));
    await expect(f.phone).toHaveAccessibleDescription(t('validation.invalid_phone'));
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
    await expect(f.email).toHaveAccessibleDescription(t('validation.invalid_email'));
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
});
