import { renderBrandedMail } from '../../../platform/mail/branded-mail';
import type { MailJob } from '../../../platform/mail/mail-message';
import type { InquirySent } from '../domain/inquiry';
import { agencyInquiryMail, inquiryAcknowledgementMail } from './inquiry-mails';

const SITE = 'https://example.com';

const inquiry: InquirySent['data'] = {
  inquiryId: '6f1c1f0e-8a55-4f1b-9d0e-0d1f3d3b9a10',
  sentAt: '2026-07-01T20:30:00.000Z',
  name: 'Ana García',
  email: 'ana@example.com',
  phone: null,
  subject: 'Visita',
  message: 'Me gustaría visitar la villa.',
  propertyId: 'villa-sardinero-santander',
  language: 'es',
};

const render = (mail: MailJob) => renderBrandedMail(mail.content, SITE);

describe('inquiry e-mails', () => {
  it('tells the agency when the inquiry arrived as a Spanish date in Madrid time, not an ISO timestamp', async () => {
    const mail = agencyInquiryMail({ ...inquiry, language: 'de' }, 'info@example.com', SITE);
    const { text, html } = await render(mail);
    expect(text.split('\n')[0]).toBe(
      'Nueva consulta recibida el 1 de julio de 2026 a las 22:30 (hora de Madrid)',
    );
    expect(text).not.toContain(inquiry.sentAt);
    expect(html).toMatch(/<html lang="es"/);
  });

  it("gives the agency the client's details, the message, the property's page and a reply to the client", async () => {
    const mail = agencyInquiryMail(inquiry, 'info@example.com', SITE);
    expect(mail).toMatchObject({ to: 'info@example.com', replyTo: 'ana@example.com' });
    expect(mail.content.subject).toBe('Nueva consulta: Visita');
    const { text, html } = await render(mail);
    expect(text).toContain(
      'Nombre: Ana García\nEmail: ana@example.com\nTeléfono: —\nIdioma: es\nAsunto: Visita',
    );
    expect(text).toContain('Me gustaría visitar la villa.');
    expect(text).toContain('Ver la propiedad: https://example.com/property/villa-sardinero-santander');
    expect(html).toContain('href="https://example.com/property/villa-sardinero-santander"');
    const general = await render(
      agencyInquiryMail({ ...inquiry, propertyId: null }, 'info@example.com', SITE),
    );
    expect(general.text).not.toContain('/property/');
  });

  it('promises the Spanish client an answer within one business day, as the site and the other languages do', async () => {
    const { text } = await render(inquiryAcknowledgementMail(inquiry));
    expect(text).toContain('en un plazo máximo de un día laborable');
    expect(text).not.toContain('24 horas');
  });

  it.each([
    ['es', 'Hola, Ana García:'],
    ['en', 'Dear Ana García,'],
    ['de', 'Guten Tag Ana García,'],
    ['ru', 'Здравствуйте, Ana García!'],
    ['mk', 'Добар ден, Ana García,'],
  ] as const)(
    'greets the client in %s without a gendered slash, in an HTML mail of that language',
    async (language, greeting) => {
      const mail = inquiryAcknowledgementMail({ ...inquiry, language });
      expect(mail.to).toBe('ana@example.com');
      const { text, html } = await render(mail);
      expect(text.split('\n')).toContain(greeting);
      expect(html).toContain(greeting);
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
    },
  );

  it('escapes what the client typed in the HTML part', async () => {
    const hostile = { ...inquiry, name: '<img src=x onerror=alert(1)>' };
    const acknowledgement = await render(inquiryAcknowledgementMail(hostile));
    const agency = await render(agencyInquiryMail(hostile, 'info@example.com', SITE));
    for (const { html } of [acknowledgement, agency]) {
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });
});
