import { SmtpCapture } from '../support/smtp-capture';
import { startTestApi, type TestApi } from '../support/test-api';
import { STRONG_PASSWORD, bearer, deliverMails, register, type SignedIn } from '../support/accounts';

// The account e-mails that no request names a language for (e-mail change, password changed) go out in
// the profile's preferred language, which the SPA keeps equal to the language the client uses on the site.
describe("account e-mails follow the profile's language", () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let olga: SignedIn;
  let mailsSoFar = 0;
  const nextMail = async () => (await deliverMails(api, smtp, ++mailsSoFar))[mailsSoFar - 1];

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ env: { SMTP_PORT: String(smtp.port) } });
    // Registered on the Spanish site: the profile records Spanish.
    olga = await register(api, 'olga@example.com', {
      firstName: 'Olga',
      lastName: 'Petrova',
      language: 'es',
    });
    expect((await nextMail()).subject).toBe('Le damos la bienvenida a Costa Cantabria Luxury');
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const switchSiteTo = async (language: string) => {
    // What the SPA sends when the signed-in client picks another language in the header.
    const saved = await api
      .http()
      .patch('/api/account/profile')
      .set(bearer(olga))
      .send({ language })
      .expect(200);
    expect(saved.body.language).toBe(language);
  };

  it('sends the e-mail change link in the language the client switched to', async () => {
    await switchSiteTo('ru');
    await api
      .http()
      .post('/api/account/email')
      .set(bearer(olga))
      .send({ newEmail: 'olga.petrova@example.com', currentPassword: STRONG_PASSWORD })
      .expect(202);
    const mail = await nextMail();
    expect(mail.to).toBe('olga.petrova@example.com');
    expect(mail.subject).toBe('Подтвердите новый адрес электронной почты');
    expect(mail.text).toMatch(/^Здравствуйте, Olga!$/m);
    expect(mail.html).toMatch(/<html lang="ru"/);
  });

  it('tells of a changed password in the language the client uses now', async () => {
    await switchSiteTo('mk');
    await api
      .http()
      .post('/api/account/password')
      .set(bearer(olga))
      .send({
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Nova-Sigurna-Lozinka-77',
        confirmPassword: 'Nova-Sigurna-Lozinka-77',
      })
      .expect(204);
    const mail = await nextMail();
    expect(mail.subject).toBe('Вашата лозинка е променета');
    expect(mail.text).toMatch(/^Добар ден, Olga,$/m);
    expect(mail.html).toMatch(/<html lang="mk"/);
  });
});
