import type { InquirySent } from '../domain/inquiry';
import { agencyInquiryMail, inquiryAcknowledgementMail } from './inquiry-mails';

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

describe('inquiry e-mails', () => {
  it('tells the agency when the inquiry arrived as a Spanish date in Madrid time, not an ISO timestamp', () => {
    const mail = agencyInquiryMail({ ...inquiry, language: 'de' }, 'info@example.com', 'https://example.com');
    expect(mail.text.split('\n')[0]).toBe(
      'Nueva consulta recibida el 1 de julio de 2026 a las 22:30 (hora de Madrid)',
    );
    expect(mail.text).not.toContain(inquiry.sentAt);
  });

  it('promises the Spanish client an answer within one business day, as the site and the other languages do', () => {
    const mail = inquiryAcknowledgementMail(inquiry);
    expect(mail.text).toContain('en un plazo máximo de un día laborable');
    expect(mail.text).not.toContain('24 horas');
  });

  it.each([
    ['es', 'Hola, Ana García:'],
    ['en', 'Dear Ana García,'],
    ['de', 'Guten Tag Ana García,'],
    ['ru', 'Здравствуйте, Ana García!'],
    ['mk', 'Здраво, Ana García,'],
  ] as const)('greets the client in %s without a gendered slash', (language, greeting) => {
    const mail = inquiryAcknowledgementMail({ ...inquiry, language });
    expect(mail.text.split('\n')[0]).toBe(greeting);
  });
});
