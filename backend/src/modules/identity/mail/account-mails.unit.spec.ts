import { LANGUAGES } from '../../../platform/i18n/languages';
import { renderBrandedMail } from '../../../platform/mail/branded-mail';
import { accountLink, accountMail, settingsLink, type AccountMailKind } from './account-mails';

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

describe('the new-device e-mail', () => {
  const signIn = { at: '2026-12-01T17:05:00Z', browser: 'Firefox', os: 'Windows' };

  it.each([
    ['es', 'Firefox en Windows', '1 de diciembre de 2026 a las 18:05 (hora de Madrid)'],
    ['en', 'Firefox on Windows', '1 December 2026 at 18:05 (Madrid time)'],
    ['de', 'Firefox unter Windows', '1. Dezember 2026 um 18:05 (Madrider Zeit)'],
    ['ru', 'Firefox, Windows', '1 декабря 2026 г. в 18:05 (по мадридскому времени)'],
    ['mk', 'Firefox на Windows', '(според времето во Мадрид)'],
  ] as const)(
    'tells when and from which browser, with Settings on the button (%s)',
    async (language, device, time) => {
      const link = settingsLink(SITE, language);
      const content = accountMail({
        kind: 'new_device',
        name: 'Jana',
        fullName: 'Jana Becker',
        language,
        link,
        signIn,
      });
      const { text, html } = await renderBrandedMail(content, SITE);
      expect(text).toContain(device);
      expect(text).toContain(time);
      expect(text).toContain(`${content.action!.label}: ${link}`);
      expect(html).toContain(`href="${link}"`);
    },
  );

  it('names an unknown browser as such', () => {
    const content = accountMail({
      kind: 'new_device',
      name: 'Jana',
      fullName: 'Jana Becker',
      language: 'en',
      signIn: { at: signIn.at, browser: null, os: null },
    });
    expect(content.paragraphs).toContain(
      'When: 1 December 2026 at 18:05 (Madrid time). Device: unknown browser.',
    );
  });
});
