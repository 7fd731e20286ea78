import { LANGUAGES } from '../../../platform/i18n/languages';
import { renderBrandedMail } from '../../../platform/mail/branded-mail';
import { accountLink, accountMail, type AccountMailKind } from './account-mails';

const SITE = 'https://costa.example';
const LINKED_KINDS = ['welcome', 'password_reset', 'email_change'] as const;

describe('account e-mails', () => {
  it('link to the page in the language of the mail', () => {
    expect(accountLink(SITE, 'welcome', 't', 'es')).toBe(`${SITE}/verify-email#token=t`);
    expect(accountLink(SITE, 'password_reset', 't', 'de')).toBe(`${SITE}/de/reset-password#token=t`);
  });

  it.each(LANGUAGES.flatMap((language) => LINKED_KINDS.map((kind) => [kind, language] as const)))(
    'puts the %s link on the gold button and in full in the text part (%s)',
    async (kind, language) => {
      const link = accountLink(SITE, kind, 'tok_en-123', language);
      const content = accountMail({ kind, name: 'Olga', fullName: 'Olga Petrova', language, link });
      expect(content.action?.url).toBe(link);
      const { html, text } = await renderBrandedMail(content, SITE);
      expect(html).toContain(`href="${link}"`);
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(text).toContain(`${content.action!.label}: ${link}`);
      expect(text.split('\n')).toContain(content.greeting);
    },
  );

  it('keeps the wording of each mail, the greeting first under the heading', async () => {
    const link = accountLink(SITE, 'password_reset', 'abc', 'es');
    const { text, subject } = await renderBrandedMail(
      accountMail({ kind: 'password_reset', name: 'Lucía', fullName: 'Lucía Ortega', language: 'es', link }),
      SITE,
    );
    expect(subject).toBe('Restablezca su contraseña');
    expect(text).toContain(
      [
        'Restablezca su contraseña',
        'Hola, Lucía:',
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Elija una nueva con este enlace (válido durante 1 hora y un solo uso):',
        `Elegir nueva contraseña: ${link}`,
        'Si no lo ha solicitado usted, ignore este mensaje: su contraseña no cambiará.',
        'Un cordial saludo,\nCosta Cantabria Luxury',
      ].join('\n\n'),
    );
  });

  it.each([
    ['welcome', 'Su dirección de email ya está confirmada.'],
    ['password_changed', 'escríbanos a info@costacantabria.es'],
  ] as [AccountMailKind, string][])(
    'sends a %s mail without a link as a notice without a button',
    async (kind, line) => {
      const content = accountMail({ kind, name: 'Lucía', fullName: 'Lucía Ortega', language: 'es' });
      expect(content.action).toBeUndefined();
      const { html, text } = await renderBrandedMail(content, SITE);
      expect(text).toContain(line);
      expect(html).not.toContain('#token=');
    },
  );

  it.each([
    ['es', 'Hola, Olga:'],
    ['en', 'Dear Olga,'],
    ['de', 'Guten Tag Olga Petrova,'],
    ['ru', 'Здравствуйте, Olga!'],
    ['mk', 'Добар ден, Olga,'],
  ] as const)(
    'greets formally in %s: "%s" (German by the full name, as "Sie" asks)',
    (language, greeting) => {
      const content = accountMail({
        kind: 'password_changed',
        name: 'Olga',
        fullName: 'Olga Petrova',
        language,
      });
      expect(content.greeting).toBe(greeting);
    },
  );
});
