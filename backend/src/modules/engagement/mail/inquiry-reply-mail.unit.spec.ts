import type { Language } from '../../../platform/i18n/languages';
import { renderBrandedMail } from '../../../platform/mail/branded-mail';
import { inquiryReplyMail, type InquiryReplyMail } from './inquiry-reply-mail';
import { replyThreadHeaders } from './inquiry-thread';

const SITE = 'https://costa.example';
const INQUIRY = '6f1c1f0e-8a55-4f1b-9d0e-0d1f3d3b9a10';

function input(overrides: Partial<InquiryReplyMail['inquiry']> = {}): InquiryReplyMail {
  return {
    inquiry: {
      id: INQUIRY,
      name: 'Ana García',
      email: 'ana@example.com',
      subject: 'Visita',
      message: 'Me gustaría visitar la villa.',
      language: 'es',
      sentAt: new Date('2026-07-01T20:30:00.000Z'),
      hasAccount: false,
      ...overrides,
    },
    reply: {
      id: 'r2',
      message: 'Le esperamos el sábado.\nUn saludo cordial.',
      adviser: 'Álvaro Administrador',
    },
    earlierReplyIds: ['r1'],
    publicUrl: SITE,
    agencyInbox: 'buzon@costa.example',
  };
}

describe("the agency's reply e-mail", () => {
  it('threads each reply after the acknowledgement and the replies before it', () => {
    expect(replyThreadHeaders(INQUIRY, 'r1', [], SITE)).toEqual({
      'Message-ID': `<inquiry-${INQUIRY}-reply-r1@costa.example>`,
      'In-Reply-To': `<inquiry-${INQUIRY}@costa.example>`,
      References: `<inquiry-${INQUIRY}@costa.example>`,
    });
    expect(replyThreadHeaders(INQUIRY, 'r3', ['r1', 'r2'], SITE)).toMatchObject({
      'In-Reply-To': `<inquiry-${INQUIRY}-reply-r2@costa.example>`,
      References: [INQUIRY, `${INQUIRY}-reply-r1`, `${INQUIRY}-reply-r2`]
        .map((id) => `<inquiry-${id}@costa.example>`)
        .join(' '),
    });
  });

  it('answers to the agency, under "Re:" and the subject, signed by the adviser, quoting the client', async () => {
    const mail = inquiryReplyMail(input());
    expect(mail).toMatchObject({ to: 'ana@example.com', replyTo: 'buzon@costa.example' });
    expect(mail.content.subject).toBe('Re: Visita');
    const { text, html } = await renderBrandedMail(mail.content, SITE);
    expect(text).toContain('Le esperamos el sábado.');
    expect(text).toContain('Su mensaje del 1 de julio de 2026:\nMe gustaría visitar la villa.');
    expect(text).toContain('Álvaro Administrador\nCosta Cantabria Luxury');
    expect(html).toMatch(/<html lang="es"/);
    // A visitor has no panel to link to; a client does, in their language.
    expect(mail.content.action).toBeUndefined();
    const client = inquiryReplyMail(input({ hasAccount: true, language: 'ru' }));
    expect(client.content.action?.url).toBe(`${SITE}/ru/dashboard?tab=messages`);
  });

  it.each<[Language, string, string]>([
    ['es', 'Re: Su consulta', 'Hola, Ana García:'],
    ['en', 'Re: Your enquiry', 'Dear Ana García,'],
    ['de', 'Re: Ihre Anfrage', 'Guten Tag Ana García,'],
    ['ru', 'Re: Ваш запрос', 'Здравствуйте, Ana García!'],
    ['mk', 'Re: Вашето барање', 'Добар ден, Ana García,'],
  ])(
    'writes in %s, with a subject of its own when the inquiry had none',
    async (language, subject, greeting) => {
      const mail = inquiryReplyMail(input({ language, subject: null }));
      expect(mail.content.subject).toBe(subject);
      const { text, html } = await renderBrandedMail(mail.content, SITE);
      expect(text.split('\n')).toContain(greeting);
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
    },
  );
});
