import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../src/platform/event-store/event-store';
import { SmtpCapture } from '../support/smtp-capture';
import { startTestApi, type TestApi } from '../support/test-api';
import {
  CSRF,
  STRONG_PASSWORD,
  bearer,
  controlClock,
  deliverMails,
  fromAddress,
  linkToken,
  refreshCookie,
  registration,
} from '../support/accounts';

describe('registration and e-mail verification', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let clock: ReturnType<typeof controlClock>;
  // Read through the store: the table holds the personal fields sealed (crypto-shredding).
  const events = async (type: string) =>
    (await api.app.get(EventStore).readHistory(api.app.get(EntityManager).fork(), { types: [type] }, 100))
      .reverse()
      .map((event) => ({ data: event.data as Record<string, unknown> }));

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ env: { SMTP_PORT: String(smtp.port), PUBLIC_URL: 'https://costa.example' } });
    clock = controlClock(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  it('creates the account, signs in and records UserRegistered without any secret', async () => {
    const response = await api
      .http()
      .post('/api/auth/register')
      .set(CSRF)
      .send(registration('Lucia.Ortega@Example.com', { displayName: 'Lucía', phone: '+34 600 123 456' }))
      .expect(201);
    expect(response.body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      idleTimeoutSeconds: 1800,
      user: {
        email: 'lucia.ortega@example.com',
        emailVerified: false,
        firstName: 'Lucía',
        lastName: 'Ortega',
        displayName: 'Lucía',
        role: 'user',
      },
    });
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(/^costa_refresh=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('Expires'); // no "remember me": a browser-session cookie

    const [registered] = await events('UserRegistered');
    expect(registered.data).toMatchObject({
      email: 'lucia.ortega@example.com',
      role: 'user',
      emailVerified: false,
      source: 'self',
      phone: '+34 600 123 456',
    });
    expect(JSON.stringify(registered.data)).not.toContain(STRONG_PASSWORD);
    expect(JSON.stringify(registered.data)).not.toContain('argon2');

    const me = await api.http().get('/api/auth/me').set(bearer(response.body)).expect(200);
    expect(me.body.email).toBe('lucia.ortega@example.com');
  });

  it('sends a welcome mail whose link verifies the address once', async () => {
    const [mail] = await deliverMails(api, smtp, 1);
    expect(mail.to).toBe('lucia.ortega@example.com');
    expect(mail.subject).toBe('Le damos la bienvenida a Costa Cantabria Luxury');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('https://costa.example/verify-email#token=');
    const token = linkToken(mail);
    expect(mail.html).toContain(`href="https://costa.example/verify-email#token=${token}"`);

    const verified = await api.http().post('/api/auth/verify-email').send({ token }).expect(200);
    expect(verified.body).toEqual({ email: 'lucia.ortega@example.com', purpose: 'verify_email' });
    const [event] = await events('EmailVerified');
    expect(event.data).toMatchObject({ email: 'lucia.ortega@example.com' });

    const again = await api.http().post('/api/auth/verify-email').send({ token }).expect(422);
    expect(again.body.error).toMatchObject({
      code: 'invalid_token',
      message: 'El enlace no es válido o ya se ha utilizado',
    });
    const login = await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'lucia.ortega@example.com', password: STRONG_PASSWORD })
      .expect(200);
    expect(login.body.user.emailVerified).toBe(true);
  });

  it('refuses a verification link after 24 hours', async () => {
    await api
      .http()
      .post('/api/auth/register')
      .set(CSRF)
      .send(registration('tardio@example.com'))
      .expect(201);
    const mails = await deliverMails(api, smtp, 2);
    const token = linkToken(mails[1]);
    clock.advance(24 * 3600 + 1);
    const response = await api.http().post('/api/auth/verify-email').send({ token }).expect(422);
    expect(response.body.error.code).toBe('expired_token');
  });

  it('answers a taken address with email_taken and its text in the language asked for', async () => {
    const response = await api
      .http()
      .post('/api/auth/register')
      .set(CSRF)
      .set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8')
      .send(registration('LUCIA.ORTEGA@example.com'))
      .expect(409);
    expect(response.body.error).toMatchObject({
      code: 'email_taken',
      message: 'Diese E-Mail-Adresse ist bereits registriert',
      details: [{ field: 'email', code: 'email_taken' }],
    });
  });

  it('refuses guessable passwords with weak_password and the reason next to the field, in the language asked for', async () => {
    const refused = async (email: string, password: string, language: string) => {
      const response = await api
        .http()
        .post('/api/auth/register')
        .set(CSRF)
        .set('Accept-Language', language)
        .send(
          registration(email, {
            password,
            confirmPassword: password,
            firstName: 'María',
            lastName: 'García',
          }),
        )
        .expect(422);
      return response.body.error as { code: string; message: string; details: unknown[] };
    };
    expect(await refused('nuevo@example.com', 'racing1913', 'es')).toEqual({
      code: 'weak_password',
      message: 'La contraseña es muy débil',
      details: [
        {
          field: 'password',
          code: 'weak_password_common',
          message:
            'Esta contraseña figura entre las más utilizadas y se adivina en pocos intentos. Elija otra.',
        },
      ],
    });
    expect(await refused('maria.garcia@example.com', 'maria.garcia2024', 'de-DE,de;q=0.9')).toEqual({
      code: 'weak_password',
      message: 'Das Passwort ist zu schwach',
      details: [
        {
          field: 'password',
          code: 'weak_password_personal',
          message:
            'Das Passwort enthält Ihren Namen, Ihre E-Mail-Adresse oder den Namen der Agentur. Bitte wählen Sie eines, das sich nicht aus Ihren Angaben ableiten lässt.',
        },
      ],
    });
    // Four requests in all: this file's registrations add up to the hourly limit its last test meets.
    for (const password of ['Password123', 'mariagarcia1990']) {
      expect((await refused('maria.garcia@example.com', password, 'en')).code).toBe('weak_password');
    }
  });

  it('lists every bad field with a stable code and records nothing', async () => {
    const before = (await events('UserRegistered')).length;
    const response = await api
      .http()
      .post('/api/auth/register')
      .set(CSRF)
      .send({
        email: 'not-an-email',
        password: 'short',
        confirmPassword: 'other',
        firstName: ' ',
        lastName: 'x'.repeat(81),
        phone: 'call me',
        acceptTerms: false,
        language: 'fr',
      })
      .expect(400);
    const codes = Object.fromEntries(
      response.body.error.details.map((d: { field: string; code: string }) => [d.field, d.code]),
    );
    expect(codes).toEqual({
      email: 'invalid_email',
      password: 'too_short',
      confirmPassword: 'passwords_do_not_match',
      firstName: 'required',
      lastName: 'too_long',
      phone: 'invalid_phone',
      acceptTerms: 'terms_not_accepted',
      language: 'invalid_choice',
    });
    const tooLong = 'ñ'.repeat(129);
    const long = await api
      .http()
      .post('/api/auth/register')
      .set(CSRF)
      .send(registration('largo@example.com', { password: tooLong, confirmPassword: tooLong }))
      .expect(400);
    expect(long.body.error.details).toEqual([
      expect.objectContaining({ field: 'password', code: 'too_long' }),
    ]);
    expect(await events('UserRegistered')).toHaveLength(before);
  });

  it('accepts a long passphrase of any characters (no composition rules)', async () => {
    const passphrase = 'el faro de cabo mayor 🌊 brilla';
    const response = await api
      .http()
      .post('/api/auth/register')
      .set(CSRF)
      .send(
        registration('frase@example.com', {
          password: passphrase,
          confirmPassword: passphrase,
          rememberMe: true,
        }),
      )
      .expect(201);
    expect(([] as string[]).concat(response.headers['set-cookie'] as unknown as string[])[0]).toContain(
      'Expires=',
    );
    await api
      .http()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ email: 'frase@example.com', password: passphrase })
      .expect(200);
    expect(refreshCookie(response)).toMatch(/^costa_refresh=/);
  });

  it('refuses a registration that does not come from the site (CSRF)', async () => {
    const send = (headers: Record<string, string>) =>
      fromAddress(api, '198.51.100.20', {
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: registration('csrf@example.com'),
      });
    const missing = await send({});
    expect(missing).toMatchObject({ status: 403, body: { error: { code: 'csrf_check_failed' } } });
    expect((await send({ ...CSRF, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await send({ ...CSRF, 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect((await send({ ...CSRF, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({ 'X-Requested-With': 'fetch' })).status).toBe(403);
    const fromTheSite = await send({
      ...CSRF,
      Origin: 'https://costa.example',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(fromTheSite.status).toBe(201);
  });

  it('limits registrations to 10 per hour per address', async () => {
    // This file registered 10 times from 127.0.0.1 (refused CSRF checks never count).
    const limited = await api
      .http()
      .post('/api/auth/register')
      .set(CSRF)
      .send(registration('once-more@example.com'))
      .expect(429);
    expect(limited.body.error).toMatchObject({
      code: 'too_many_requests',
      message: 'Demasiados intentos. Espera un momento.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
